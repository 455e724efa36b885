# Wörter der Web-Ausgabe (die App im Browser), in der eine gespeicherte Datei ein Download ist.

print-download = Herunterladen
print-downloads-note = Die Datei landet im Download-Ordner dieses Browsers.
print-downloaded = Heruntergeladen: { $files }
