# Wörter der Web-Ausgabe (die App im Browser), in der eine gespeicherte Datei ein Download ist.

print-download = Herunterladen
print-downloads-note = Die Datei landet im Download-Ordner dieses Browsers.
print-downloaded = Heruntergeladen: { $files }

game-downloaded = Spielaufzeichnung heruntergeladen: { $path }

replay-explain-web = Öffne eine Spielaufzeichnung von diesem Computer, um sie Zug für Zug vor und zurück durchzugehen. Jede in diesem Browser zu Ende gespielte Partie ist hier aufgeführt.
replay-recent-web = In diesem Browser aufbewahrte Spiele

settings-language-browser = Sprache des Browsers
