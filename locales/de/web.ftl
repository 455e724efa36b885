# Wörter der Web-Ausgabe (die App im Browser), in der eine gespeicherte Datei ein Download ist.

print-download = Herunterladen
print-downloads-note = Die Datei landet im Download-Ordner dieses Browsers.
print-downloads-note-two = Die zwei Dateien (die Tafel und die Regelseite) landen im Download-Ordner dieses Browsers. Der Browser fragt vielleicht, ob er mehrere Dateien herunterladen darf: Erlauben Sie es.
print-downloaded = Heruntergeladen: { $files }

game-downloaded = Spielaufzeichnung heruntergeladen: { $path }
game-kept-browser = Die beendete Partie ist in diesem Browser aufbewahrt; „Spiel nachspielen“ zeigt sie: { $path }

replay-explain-web = Öffne eine Spielaufzeichnung von diesem Computer, um sie Zug für Zug vor und zurück durchzugehen. Jede in diesem Browser zu Ende gespielte Partie ist hier aufgeführt.
replay-recent-web = In diesem Browser aufbewahrte Spiele

settings-language-browser = Sprache des Browsers
