# La tavola stampata delle tessere (src/chart).

## Sulla tavola
chart-title = Domino musicale
chart-subtitle = Le 28 tessere, di { $width } × { $height } mm ciascuna a grandezza reale (100 %). Ritaglia lungo le linee tratteggiate e incolla ogni tessera su un cartoncino.
chart-key = Legenda: ogni numero indica quante di quelle figure formano una semibreve.
chart-pips-title = Domino
chart-pips-subtitle = Un set doppio sei di 28 tessere, di { $width } × { $height } mm ciascuna a grandezza reale (100 %). Ritaglia lungo le linee tratteggiate e incolla ogni tessera su un cartoncino.
chart-credit = Dalla tavola dei «Musical Dominoes» di F. S. Gilbert.

## La pagina delle regole (Domino musicale)
chart-rules-title = Come si gioca a Domino musicale
chart-rules-tablets-head = Le tessere
chart-rules-tablets = Ogni metà di una tessera mostra una figura e il suo numero: quante di quelle figure formano una semibreve. La semiminima vale 4, perché quattro semiminime formano una semibreve.
chart-rules-players-head = I giocatori
chart-rules-players = Si gioca in due o in quattro. In quattro si gioca in due coppie, con i compagni seduti uno di fronte all’altro.
chart-rules-deal-head = La distribuzione
chart-rules-deal = Si girano le tessere a faccia in giù. Ogni giocatore ne pesca sei; le altre restano coperte e non si usano.
chart-rules-play-head = Il gioco
chart-rules-play = Il primo giocatore apre con una tessera qualsiasi. Il turno passa a sinistra. Ogni giocatore deve rispondere alla figura: mettere una tessera la cui figura è uguale a quella di una delle due estremità aperte, una semiminima solo accanto a una semiminima. Un doppio si mette di traverso e lascia di nuovo aperta la stessa figura. Chi non può rispondere dice «Passo».
chart-rules-win-head = Chi vince
chart-rules-win = Vince il primo giocatore che finisce le tessere; in quattro, la prima coppia in cui entrambi i compagni hanno finito. Se tutti i giocatori dicono «Passo», le mani vengono mostrate e contate secondo i loro numeri, e la semibreve conta uno. Vince il totale più basso.
chart-rules-example-head = Un esempio
chart-rules-example = Una fila di gioco: ogni tessera si accosta alla stessa nota, e un doppio si mette di traverso. Qui si è aperto con semiminima–croma; si sono incontrate le crome, poi le minime. Le estremità aperte sono ora una semiminima e una semibreve.

## La pagina delle regole (giochi a punti)
chart-pips-rules-title = Come si gioca a blocco e con pesca
chart-pips-rules-deal-head = La distribuzione
chart-pips-rules-deal = Si girano le tessere a faccia in giù. In due, ogni giocatore ne pesca sette; in tre o in quattro, ognuno ne pesca cinque. Nel gioco a blocco le altre non si usano; nel gioco con pesca formano il pozzo.
chart-pips-rules-lead-head = L’apertura
chart-pips-rules-lead = Chi ha il doppio più alto apre con quello; se nessuno ha un doppio, chi ha la tessera più pesante apre con quella.
chart-pips-rules-play-head = Il gioco
chart-pips-rules-play = Il turno passa a sinistra. Metti una tessera con una metà uguale ai punti di una delle due estremità aperte; un doppio si mette di traverso. Nel gioco a blocco chi non può giocare dice «Passo»; nel gioco con pesca si pesca dal pozzo finché si può giocare o il pozzo è vuoto.
chart-pips-rules-win-head = Chi vince
chart-pips-rules-win = Vince il primo giocatore che finisce le tessere e segna i punti rimasti nelle altre mani. Se nessuno può giocare, vince il totale di punti più basso.
chart-pips-rules-example-head = Un esempio
chart-pips-rules-example = Una fila di gioco: ogni tessera si accosta allo stesso numero, e un doppio si mette di traverso. Qui si è aperto con il 3–3, il doppio più alto distribuito; alla sua sinistra si è messo il 2–3, alla sua destra il 3–1, poi l’1–0. Le estremità aperte sono ora un due e un bianco.

## La schermata «Stampa la tavola»
chart-print = Stampa la tavola
chart-paper = Carta
chart-paper-a4 = A4
chart-paper-letter = Lettera USA
chart-format = Formato
chart-format-pdf = PDF
chart-format-png = Immagine PNG
chart-format-svg = Disegno SVG
chart-dpi = Risoluzione (punti per pollice)
chart-language = Lingua
chart-pips-option = Tessere a punti (un set doppio sei) invece delle figure
chart-rules-option = Aggiungi una pagina di regole
chart-preview = Anteprima
chart-save = Salva…
chart-open = Apri
chart-saved = Salvato: { $path }
chart-save-failed = Impossibile salvare la tavola: { $reason }
