app-title = Domino musicale
app-title-with = Domino musicale — { $name }
home-subtitle = Il gioco di F. S. Gilbert sul valore delle note
home-continue = Continua
home-new-game = Nuova partita
home-settings = Impostazioni
home-quit = Esci

seat-default-name-1 = Ada
seat-default-name-2 = Ben
seat-default-name-3 = Cleo
seat-default-name-4 = Dan

variant-musical = Domino musicale
variant-block = Doppio sei (a blocco)
variant-draw = Gioco con pesca
variant-all-fives = Tutti i cinque
variant-all-fives-draw = Tutti i cinque con pesca
variant-shark = Squalo
variant-matador = Matador
variant-partnership = Doppio sei a coppie
variant-partnership-draw = Gioco con pesca a coppie

level-beginner = Principiante
level-club = Club
level-expert = Esperto

look-baize = Panno verde
look-dark = Scuro
look-high-contrast = Contrasto elevato

new-title = Nuova partita
new-players-title = Giocatori
new-players = { $count } giocatori
new-seat = Posto { $number }
new-human = Persona
new-names-differ = Ogni giocatore deve avere un nome diverso.
new-name-limit = Un nome ha al massimo { $count } caratteri.
new-partnership-note = I compagni siedono uno di fronte all’altro: posti 1 e 3 contro posti 2 e 4.
new-end-scoring = Una mano vinta vale
new-end-scoring-opponents = I punti delle altre mani
new-end-scoring-difference = La differenza con ciascuna delle altre mani
new-round-to-five = Punti alla fine di una mano
new-round-to-five-no = Come contati
new-round-to-five-yes = Arrotondati al cinque più vicino
new-partnership-out = Una coppia vince la mano quando
new-partnership-out-one = un compagno ha finito
new-partnership-out-both = entrambi i compagni hanno finito
new-target = Gioca fino a
new-target-rounds = { $count ->
    [one] mano vinta
   *[other] mani vinte
}
new-target-points = { $count ->
    [one] punto
   *[other] punti
}
new-target-invalid = L’obiettivo deve essere un numero intero maggiore di 0.
new-back = Indietro
new-start = Inizia
new-replaces-match = Iniziare chiude la partita in corso.

settings-title = Impostazioni
settings-size = Dimensione: { $percent } %
settings-size-choice = { $percent } %
settings-size-not-offered = Non disponibile qui: { $sizes }. Al { $size } ogni schermata richiede una finestra di almeno { $needed }, e questa è di { $window }.
settings-look = Aspetto
settings-pause = Pausa del computer: { $seconds } s

game-led = { $name } ha aperto con la tessera { $tile }
game-played = { $name } ha giocato la tessera { $tile } a { $end }
game-rested = { $name } ha detto «Passo»
game-drew = { $name } ha pescato { $count ->
    [one] una tessera
   *[other] { $count } tessere
}
game-drew-shown = { $name } ha pescato { $tiles }
game-play-scored = { $play } (+{ $points })
game-scored = { $name } +{ $points }
game-hand-size = { $count ->
    [one] 1 tessera
   *[other] { $count } tessere
}
game-hand-size-tiles = { $count ->
    [one] 1 tessera
   *[other] { $count } tessere
}
game-rounds-won = { $points ->
    [one] 1 mano vinta
   *[other] { $points } mani vinte
}
game-points = { $points ->
    [one] 1 punto
   *[other] { $points } punti
}
# The score in a slim seat's panel (four seats in one row): as short as it reads.
game-rounds-won-short = { $points ->
    [one] 1 vinta
   *[other] { $points } vinte
}
game-points-short = { $points ->
    [one] 1 pt
   *[other] { $points } pt
}
game-out = ha finito
game-partner-out = { $play }: { $name } ha finito, e { $partner } continua per entrambi
game-option = { $label }: { $choice }
game-option-partnership-one = Una coppia vince la mano appena un compagno ha finito.
game-option-partnership-both = Una coppia vince la mano solo quando entrambi i compagni hanno finito.
game-round-target = Mano { $round } · obiettivo: { $target } { $unit }
game-over-target = Partita finita · obiettivo: { $target } { $unit }
game-stock = Pozzo: { $count }
game-ends-total = Estremità: { $total }
game-ends-none = Estremità: –
game-open-hands = Mostra tutte le mani
game-hide-hands = Nascondi le mani
game-hands-folded = Le mani scoperte sono state coperte: questa finestra non ha spazio per loro e per la fila. Una finestra più grande o una dimensione minore le mostra.
game-home = Home
game-rest = Passo
game-draw = Pesca
game-choose-end = A quale estremità?
game-end-choice = A { $end }
game-end-outward = A { $end }, { $half } verso l’esterno
game-end-group = A { $end }:
game-outward = { $half } verso l’esterno
game-cancel = Annulla
game-your-turn = { $name }, tocca a te
game-computer-turn = { $name } sta pensando…
game-no-fit = La tessera { $tile } non si attacca a nessuna estremità: le estremità sono { $left } e { $right }
game-no-fit-both = La tessera { $tile } non si attacca: entrambe le estremità chiedono { $face ->
    [notes] una
   *[pips] il numero
} { $end }
game-no-fit-matador = La tessera { $tile } non si attacca: una metà deve fare 7 con la sua estremità, quindi { $count ->
    [one] le estremità chiedono un { $first }
   *[other] le estremità chiedono un { $first } o un { $second }
}; oppure un matador ({ $matadores }), che va ovunque
game-no-fit-matador-blank = La tessera { $tile } non si attacca: un’estremità bianca accetta solo un matador ({ $matadores })
game-must-lead = La tessera { $tile } non può aprire: deve aprire la tessera { $lead }
game-your-turn-rest = { $name }, non si attacca niente: di’ «Passo» (Spazio)
game-your-turn-draw = { $name }, non si attacca niente: pesca una tessera (Spazio)
game-your-turn-draw-tiles = { $name }, non si attacca niente: pesca una tessera (Spazio)
game-hand-of = Tessere di { $name }
game-hand-of-tiles = Tessere di { $name }

end-left = sinistra
end-right = destra

cover-turn = Tocca a { $name }
cover-others-look-away = Tutti gli altri, per favore, guardate altrove.
cover-show = Mostra le tessere di { $name }
cover-show-tiles = Mostra le tessere di { $name }

end-tie = Pareggio: le mani più basse valgono uguale
end-out = { $names } { $count ->
    [one] ha finito le tessere e vince la mano
   *[other] hanno finito le tessere e vincono la mano
}
end-out-partner = { $out } ha finito le tessere: { $names } vincono la mano
end-blocked = { $names } { $count ->
    [one] vince la mano bloccata
   *[other] vincono la mano bloccata
}
end-target = Obiettivo raggiunto: { $names }
end-blocked-explain = Nessuno poteva più giocare: le mani vengono mostrate e contate, e vince il totale più basso.
end-blocked-explain-tiles = Nessuno poteva più giocare: le mani vengono mostrate e se ne contano i punti, e vince il totale più basso.
end-points = +{ $points }
end-points-award = Alla fine della mano { $names } { $count ->
    [one] ha segnato
   *[other] hanno segnato
} { $points }{ $inplay ->
    [yes] , più { $play } in gioco: { $total } in tutto
   *[no] {""}
}.
end-points-award-rounded = Alla fine della mano { $names } { $count ->
    [one] ha segnato
   *[other] hanno segnato
} { $points } ({ $counted } arrotondato al cinque più vicino){ $inplay ->
    [yes] , più { $play } in gioco: { $total } in tutto
   *[no] {""}
}.
end-points-target = L’obiettivo è stato raggiunto in gioco: la fine della mano non dà punti.
end-points-note = { $kind ->
    [play] Il numero dopo + è quanto ciascuno ha segnato in questa mano: giocando e alla fine.
    [rounds] +1 significa una mano vinta in più; +0, nessuna.
   *[end] Il numero dopo + è quanto ciascuno ha segnato in questa mano.
}
end-side-count = { $names } insieme: { $sum }
end-match-tie = La partita finisce in pareggio
end-match-score = Punteggio finale: { $scores }
end-score-so-far = Punteggio: { $scores } · obiettivo: { $target } { $unit }
end-match-won = { $names } { $count ->
    [one] vince la partita!
   *[other] vincono la partita!
}
end-new-game = Nuova partita
end-next-round = Mano successiva
end-see-table = Guarda il tavolo
end-back-to-count = Torna al conteggio
game-lead-any = { $name } apre: qualsiasi tessera può aprire la fila
game-lead-rule = { $name } ha la tessera { $tile } e deve aprire con quella
names-and = { $first } e { $last }
notice-file-set-aside = Non è stato possibile usare { $file } ({ $reason }). È stato conservato come { $kept } e l’app si avvia senza di esso.
notice-file-partly-used = Una parte di { $file } non è stata usata ({ $reason }). Quella parte riparte da zero e il resto è mantenuto; il file originale è stato conservato come { $kept }.
notice-file-unreadable = Non è stato possibile leggere { $file } ({ $reason }); l’app si avvia senza di esso.
notice-dismiss = OK
notice-why-not-ordinary = non è un file normale
notice-why-unreadable = non si può leggere: { $detail }
notice-why-too-large = supera i 10 MB
notice-why-damaged = è danneggiato o troncato alla riga { $line }, colonna { $column }
notice-why-newer = è stato scritto da una versione più recente dell’app, formato { $format }
notice-why-not-object = non è organizzato come lo scrive l’app
notice-why-wrong-shape = ha una forma sbagliata: { $detail }
notice-why-no-replay = le sue mosse non si possono rigiocare: { $detail }
notice-why-seats = i suoi posti non corrispondono ai giocatori
notice-part-language = lingua
notice-part-look = aspetto
notice-part-size = dimensione
notice-part-pause = pausa del computer
notice-part-tap-offset = scarto della battuta
notice-part-tap-in-game = Battila nella partita
notice-part-sound = audio
notice-part-ui = impostazioni di schermo e audio
notice-part-new-game = scelte di «Nuova partita»
notice-part-quiz = impostazioni del quiz
notice-part-pupils = progressi di tutti gli alunni
notice-part-pupil = progressi di { $name }
notice-part-answers = { $count ->
    [one] una risposta di { $name }
   *[other] { $count } risposte di { $name }
}
game-hint = Suggerimento
game-tap-it = Battila
game-tap-title = Batti la tessera che hai messo
game-tap-close = Torna alla partita
game-hint-move = { $tile } a { $end }
game-hint-move-outward = { $tile } a { $end }, { $half } verso l’esterno
game-hint-text = Suggerimento: { $move }. { $reason }
home-print = Stampa la tavola
print-title = Stampa la tavola delle tessere
print-paper = Carta
print-pips = Punti invece delle note (per i giochi a punti)
print-rules = Aggiungi una pagina con le regole
print-format = Formato
print-file = Salva come
print-save = Salva
print-open = Apri
print-saving = Salvataggio…
print-saved = Salvato: { $files }
print-failed = Non salvato: { $reason }
print-preparing = Preparazione dell’anteprima…
print-a4 = A4
print-letter = Lettera USA
print-pdf = PDF
print-png = PNG (300 dpi)
print-svg = SVG
settings-language = Lingua
settings-language-system = Lingua del sistema
settings-language-name = Italiano
notice-save-failed = Salvataggio non riuscito ({ $reason }). La partita continua; verrà salvata di nuovo dopo la prossima mossa.
notice-quit-unsaved = Non è stato possibile salvare la partita in corso ({ $reason }). Premi di nuovo «Esci» per uscire senza salvarla.
notice-play-keeps-saved = La tua partita in corso è conservata: questa partita, aperta dalla riga di comando, non viene salvata al suo posto.
notice-settings-save-failed = Non è stato possibile salvare le impostazioni ({ $reason }). Valgono per ora e verranno salvate di nuovo alla prossima modifica.
print-open-failed = Impossibile aprire { $file }: { $reason }
print-no-path = Scrivi un nome di file o scegline uno con «Salva come…».
