# La schermata «Regole»: le regole di ogni variante (RULES.md, sezione 4) e i consigli della
# fonte per giocare bene (seed 003). I nomi delle figure vengono da music.ftl.
rules-title = Regole
rules-strategy = Giocare bene
rules-head-players = Giocatori e distribuzione
rules-head-lead = L’apertura
rules-head-play = Il gioco
rules-head-score = Vittoria e punteggio
rules-head-example = Per esempio

rules-musical-players = Si gioca in due o in quattro; in quattro si gioca in due coppie, con i compagni seduti uno di fronte all’altro. Ogni giocatore prende sei tessere; le altre restano coperte e non si usano.
rules-musical-lead = Il primo giocatore apre con una tessera qualsiasi. A ogni nuova mano apre il giocatore successivo, girando intorno al tavolo.
rules-musical-play = Il turno passa a sinistra. Bisogna rispondere alla figura: mettere una tessera la cui figura è uguale a quella di una delle due estremità aperte — una semiminima solo accanto a una semiminima. Un doppio si mette di traverso e lascia di nuovo aperta la stessa figura. Chi non può rispondere dice «Passo».
rules-musical-score = Vince la mano il primo giocatore che finisce le tessere; in quattro, la coppia i cui due giocatori finiscono per primi. Se nessuno può rispondere, si scoprono le tessere e si contano secondo i loro numeri — una semibreve conta 1, una semibiscroma 64 — e vince il totale più basso. Ogni mano vinta vale un punto.
rules-musical-example = Sulla semiminima all’estremità destra è stata messa una croma, poi di traverso il doppio di croma: di nuovo è aperta una croma.

rules-block-players = In due si gioca con sette tessere ciascuno; in tre o in quattro, con cinque ciascuno. Le altre non si usano: nessuno pesca. In quattro si può anche giocare in due coppie, con i compagni uno di fronte all’altro, con sette tessere ciascuno: di norma una coppia vince la mano appena un compagno ha finito.
rules-block-lead = Chi ha il doppio più alto apre con quello. Se non è stato distribuito nessun doppio, chi ha la tessera più pesante apre con quella.
rules-block-play = Il turno passa a sinistra. Si mette una tessera con una metà uguale ai punti di una delle due estremità aperte; i doppi si mettono di traverso. Chi non può giocare dice «Passo».
rules-block-score = Vince il primo giocatore che finisce le tessere e segna i punti rimasti nelle altre mani. Se nessuno può giocare, vince il totale di punti più basso, che segna allo stesso modo i punti delle altre mani. In «Nuova partita» si può scegliere invece la differenza con ciascuna delle altre mani.
rules-block-example = Il 6-4 è stato messo sul 6 del doppio sei; sono aperti un 4 e un 6.

rules-draw-players = Come nel gioco a blocco: sette tessere ciascuno in due, cinque ciascuno in tre o in quattro. Le altre formano il pozzo. In quattro si può anche giocare in due coppie, con i compagni uno di fronte all’altro, con cinque tessere ciascuno e il resto nel pozzo: di norma una coppia vince la mano appena un compagno ha finito.
rules-draw-lead = Come nel gioco a blocco: il doppio più alto, altrimenti la tessera più pesante.
rules-draw-play = Come nel gioco a blocco, ma chi non può giocare pesca dal pozzo, una tessera alla volta, finché una va bene o il pozzo è vuoto; una tessera che va bene si gioca subito. Solo quando il pozzo è vuoto si dice «Passo».
rules-draw-score = Vince il primo giocatore che finisce le tessere e segna i punti rimasti nelle altre mani. Se nessuno può giocare, vince il totale di punti più basso, che segna allo stesso modo i punti delle altre mani. In «Nuova partita» si può scegliere invece la differenza con ciascuna delle altre mani.
rules-draw-example = Le estremità mostrano 5 e 3: chi non ha né l’uno né l’altro pesca finché non arriva un 5 o un 3.

rules-all-fives-players = In due si gioca con sette tessere ciascuno (in tre o in quattro, con cinque ciascuno). Nessuno pesca.
rules-all-fives-lead = Chi ha il 5-5 apre con quello; altrimenti chi ha lo 0-5; altrimenti chi ha il 2-3; altrimenti chi ha la tessera più pesante apre con quella.
rules-all-fives-play = Si accostano punti uguali come nel gioco a blocco. Dopo ogni mossa, apertura compresa, si sommano i punti delle due estremità: un doppio messo di traverso a un’estremità conta tutte e due le metà. Se la somma è 5, 10, 15 o un qualsiasi multiplo di cinque, chi ha giocato la segna.
rules-all-fives-score = Il primo giocatore che finisce le tessere aggiunge al proprio punteggio i punti di tutte le altre mani; se nessuno può giocare, chi ha il totale più basso segna la differenza con ciascuna delle altre mani. Il primo che raggiunge l’obiettivo (100 punti, se «Nuova partita» non ne fissa un altro) vince la partita — anche a metà di una mano. In «Nuova partita» si possono arrotondare questi punti di fine mano al cinque più vicino.
rules-all-fives-example = Il doppio sei di traverso conta 12 e il 4-4 all’altra estremità 8: venti punti.

rules-all-fives-draw-players = Come in «Tutti i cinque», ma le tessere non distribuite formano un pozzo.
rules-all-fives-draw-lead = Come in «Tutti i cinque»: 5-5, altrimenti 0-5, altrimenti 2-3, altrimenti la tessera più pesante.
rules-all-fives-draw-play = Come in «Tutti i cinque», ma chi non può giocare pesca dal pozzo finché una tessera va bene, e la gioca; solo quando il pozzo è vuoto si dice «Passo».
rules-all-fives-draw-score = Punteggio come in «Tutti i cinque»: i multipli di cinque alle estremità dopo ogni mossa, e alla fine i punti rimasti nelle altre mani.
rules-all-fives-draw-example = Il 5-5 in apertura segna 10; lo 0-5 messo accanto porta le estremità a 10 e 0: altri dieci.

rules-shark-players = Si gioca in due con undici tessere ciascuno; le altre sei non si usano. Nessuno pesca.
rules-shark-lead = Chi ha il doppio sei lo mette; altrimenti chi ha il doppio più alto dopo quello.
rules-shark-play = Si accostano punti uguali come nel gioco a blocco, ma i doppi si mettono per lungo, in fila, e a un’estremità contano una sola metà. Dopo ogni mossa, se le due estremità sommano un multiplo di cinque, il giocatore lo segna.
rules-shark-score = Che un giocatore abbia finito o che la mano sia bloccata, il vincitore (chi ha finito, o chi ha il totale più basso) segna i punti dell’altra mano meno i propri, arrotondati al multiplo di cinque più vicino. Il primo che raggiunge l’obiettivo vince subito la partita.
rules-shark-example = Il doppio tre sta per lungo e conta 3 alla sua estremità; con un 2 all’altra estremità, le estremità fanno 5.

rules-matador-players = Si gioca da due a quattro, con tre tessere ciascuno; le altre formano il pozzo.
rules-matador-lead = Chi ha la tessera più pesante apre con quella.
rules-matador-play = Una tessera va bene dove le metà che si toccano sommano sette: un 2 accanto a un 5. I matador — 6-1, 5-2, 4-3 e 0-0 — si possono giocare a qualsiasi estremità e in qualsiasi momento, con l’una o l’altra metà verso l’esterno. Un doppio lascia aperto il proprio numero: il 3-3 messo accanto a un 4 lascia un 3. Un’estremità bianca accetta solo un matador. Chi non può giocare pesca finché una tessera va bene o nel pozzo restano due tessere, poi dice «Passo».
rules-matador-score = Vince il primo giocatore che finisce le tessere; se nessuno può giocare, vince il totale di punti più basso. Il vincitore segna i punti di tutte le altre mani.
rules-matador-example = Il 3-5 è stato messo con il 3 contro il 4: tre più quattro fa sette.

rules-strategy-intro = L’abilità sta soprattutto nella memoria, ma un vecchio libro sul domino dà questi consigli a chi impara:
rules-strategy-1 = Metti tessere che ti permettano di giocare a una qualsiasi delle due estremità la volta successiva.
rules-strategy-2 = Gioca prima le tessere più pesanti — nel Domino musicale le note brevi: una semibiscroma conta 64 — così, se il gioco si blocca, il tuo totale è basso.
rules-strategy-3 = Gioca sui numeri (o sulle figure) che hai di più: probabilmente il tuo avversario ne ha meno.
rules-strategy-4 = Non bloccare la partita finché la tua mano è la più pesante: il tuo avversario potrebbe benissimo contare meno.
rules-strategy-5 = Gioca presto un doppio quando hai altre tessere con il suo numero, ma non far capire che lo stai aspettando.
rules-strategy-6 = Se hai il doppio di un’estremità su cui il tuo avversario non può giocare, gioca all’altra estremità per tagliarlo fuori.
rules-strategy-7 = Con una mano pesante, gioca prima a un’estremità e poi all’altra, così il gioco non può bloccarsi a tuo svantaggio.
rules-strategy-8 = Nei giochi in cui si segnano i punti delle estremità, prendi i punti quando le estremità sommano un multiplo di cinque, ed evita di lasciare al tuo avversario punti facili.
rules-strategy-good-hand = Una buona mano ha la massima varietà di numeri: in genere puoi giocare ogni volta.
rules-strategy-bad-hand = Una cattiva mano: molti doppi e pochi numeri.
rules-strategy-as-tablets = Ogni mano è disegnata due volte: a punti, e con gli stessi numeri in note, come li gioca il domino musicale (il bianco è una semibreve, l’uno una minima, e così via fino al sei, la semibiscroma).
