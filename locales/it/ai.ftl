# Giocatori del computer e suggerimenti (src/ai). I nomi delle figure vengono da music.ftl.
ai-level-beginner = Principiante
ai-level-club = Club
ai-level-expert = Esperto
ai-hint-button = Suggerimento
ai-reason-forced = È la tua unica mossa possibile.
ai-reason-lead-rule = La regola d’apertura indica questa tessera: apri con quella.
ai-reason-draw = Niente va bene a nessuna delle due estremità: pesca dal pozzo.
ai-reason-rest = Niente va bene a nessuna delle due estremità: di’ «Passo».
ai-reason-heavy = { $face ->
    [notes] Conta { $count }, e nessun’altra tessera che puoi giocare conta di più: giocala finché puoi, così non conta contro di te.
   *[pips] Conta { $count }, e nessun’altra tessera che puoi giocare conta di più: giocala finché puoi, così non conta contro di te.
}
ai-reason-both-ends = Dopo, potrai giocare a tutte e due le estremità la prossima volta.
ai-reason-long-suit = { $face ->
    [notes] Hai più tessere con la { $note } che con qualsiasi altra figura: gioca su quella figura, perché probabilmente gli altri ne hanno meno.
   *[pips] Hai più tessere con il numero { $note } che con qualsiasi altro numero: gioca su quel numero, perché probabilmente gli altri ne hanno meno.
}
ai-reason-double = { $face ->
    [notes] Gioca presto il doppio di { $note }, finché hai altre tessere con quella figura.
   *[pips] Gioca presto questo doppio, finché hai altre tessere con quel numero.
}
ai-reason-lone = { $face ->
    [notes] Giocala finché si attacca: nessun’altra tua tessera ha una { $note }, quindi potrebbe restarti in mano.
   *[pips] Giocala finché si attacca: nessun’altra tua tessera ha il numero { $note }, quindi potrebbe restarti in mano.
}
ai-reason-shut-out = È improbabile che il giocatore successivo abbia qualcosa da attaccarci.
ai-reason-block = Questo può bloccare la partita: meglio, la tua mano probabilmente conta meno.
ai-reason-no-block = Non bloccare la partita finché la tua mano probabilmente conta di più: gioca piuttosto questa tessera.
ai-reason-other-end = Un avversario non può giocare su «{ $note }» e tu hai quel doppio: gioca all’altra estremità.
ai-reason-score = Con questa le estremità fanno { $points }: prendi i punti.
ai-reason-deny = Non lascia agli avversari punti facili.
ai-reason-chance = È una delle tue mosse possibili, scelta a caso.
ai-reason-advice = È la mossa migliore secondo tutti i vecchi consigli insieme.
ai-reason-search = È andata meglio quando la mano è stata giocata molte volte.
ai-reason-trials = Giocando la mano molte volte da qui, ha vinto circa { $won } volte su 100; { $other }, la migliore delle altre mosse, circa { $other_won }.
ai-reason-trials-even = Giocando la mano molte volte da qui, ha vinto circa { $won } volte su 100, e { $other }, la migliore delle altre mosse, altrettante: va bene l’una o l’altra.
