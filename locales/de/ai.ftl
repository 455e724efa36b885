# Computerspieler und Tipps (src/ai). Die Notennamen kommen aus music.ftl.
ai-level-beginner = Anfänger
ai-level-club = Fortgeschritten
ai-level-expert = Experte
ai-hint-button = Tipp
ai-reason-forced = Es ist dein einziger möglicher Zug.
ai-reason-lead-rule = Die Ausspielregel verlangt diesen Stein: Spiele ihn aus.
ai-reason-draw = Keiner deiner Steine passt an die offenen Enden: Ziehe aus dem Vorrat.
ai-reason-rest = Keiner deiner Steine passt an die offenen Enden: Sage „Passe“.
ai-reason-heavy = { $face ->
    [notes] Er zählt { $count }, und kein anderer Stein, den du legen kannst, zählt mehr: Lege ihn, solange du kannst, damit er nicht gegen dich zählt.
   *[pips] Er zählt { $count }, und kein anderer Stein, den du legen kannst, zählt mehr: Lege ihn, solange du kannst, damit er nicht gegen dich zählt.
}
ai-reason-both-ends = Danach kannst du beim nächsten Mal an beiden Enden anlegen.
ai-reason-long-suit = { $face ->
    [notes] Keine Note hast du so oft wie die { $note }: Spiele darauf, denn die anderen haben davon wahrscheinlich weniger.
   *[pips] Keine Zahl hast du so oft wie die { $note }: Spiele darauf, denn die anderen haben davon wahrscheinlich weniger.
}
ai-reason-double = { $face ->
    [notes] Lege den Doppelstein „{ $note }“ früh, solange du noch andere Steine mit dieser Note hast.
   *[pips] Lege diesen Doppelstein früh, solange du noch andere Steine mit dieser Augenzahl hast.
}
ai-reason-lone = { $face ->
    [notes] Lege ihn, solange er passt: Kein anderer deiner Steine zeigt eine { $note }, er könnte also liegen bleiben.
   *[pips] Lege ihn, solange er passt: Kein anderer deiner Steine zeigt eine { $note }, er könnte also liegen bleiben.
}
ai-reason-shut-out = Der nächste Spieler hat wahrscheinlich nichts, was daran passt.
ai-reason-block = Das kann das Spiel blockieren – gut so, denn deine Steine zählen wahrscheinlich weniger.
ai-reason-no-block = Blockiere das Spiel nicht, solange deine Steine wahrscheinlich mehr zählen: Lege lieber diesen Stein.
ai-reason-other-end = Ein Gegner kann keine { $note } legen, und du hast den passenden Doppelstein: Spiele am anderen Ende.
ai-reason-score = Damit ergeben die Enden zusammen { $points }: Hol dir die Punkte.
ai-reason-deny = So bleiben der Gegenseite keine leichten Punkte.
ai-reason-chance = Einer deiner möglichen Züge, zufällig gewählt.
ai-reason-advice = Er schneidet nach allen alten Ratschlägen zusammen am besten ab.
ai-reason-search = Er hat am besten abgeschnitten, als die Runde viele Male durchgespielt wurde.
ai-reason-trials = Von hier aus viele Male durchgespielt, gewann er etwa { $won } von 100 Runden; { $other }, der beste andere Zug, etwa { $other_won }.
ai-reason-trials-even = Von hier aus viele Male durchgespielt, gewann er etwa { $won } von 100 Runden, und { $other }, der beste andere Zug, ebenso viele: Beide sind gut.
