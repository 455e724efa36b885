# Parole dell'edizione web (l'app in un browser), dove salvare un file è uno scaricamento.

print-download = Scarica
print-downloads-note = Il file va nella cartella dei download di questo browser.
print-downloads-note-two = I due file (la tavola e la sua pagina di regole) vanno nella cartella dei download di questo browser. Il browser può chiedere se consentire più download: consentili.
print-downloaded = Scaricato: { $files }

game-downloaded = Registrazione della partita scaricata: { $path }
game-kept-browser = La partita finita è conservata in questo browser, e Rivedi una partita la elenca: { $path }

replay-explain-web = Apri una registrazione di partita da questo computer per scorrerla mossa per mossa, avanti e indietro. Ogni partita giocata fino in fondo in questo browser è elencata qui.
replay-recent-web = Partite conservate in questo browser

settings-language-browser = Lingua del browser
