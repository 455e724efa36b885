# Parole dell'edizione web (l'app in un browser), dove salvare un file è uno scaricamento.

print-download = Scarica
print-downloads-note = Il file va nella cartella dei download di questo browser.
print-downloaded = Scaricato: { $files }
