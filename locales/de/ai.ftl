# Computerspieler und Tipps (src/ai). Die Notennamen kommen aus music.ftl.
ai-level-beginner = Anfänger
ai-level-club = Fortgeschritten
ai-level-expert = Experte
ai-hint-button = Tipp
ai-reason-forced = Es ist dein einziger möglicher Zug.
ai-reason-lead-rule = Die Ausspielregel verlangt { $tile }: Spiele ihn aus.
ai-reason-draw = Nichts passt an eines der Enden: Ziehe aus dem Vorrat.
ai-reason-rest = Nichts passt an eines der Enden: Sage „Passe“.
ai-reason-heavy = { $face ->
    [notes] { $tile } zählt { $count }, mindestens so viel wie jeder andere Stein, den du legen kannst: Lege ihn, solange du kannst, damit er nicht gegen dich zählt.
   *[pips] Lege den schweren Stein { $tile }, solange du kannst.
}
ai-reason-both-ends = Lege { $tile } so, dass du beim nächsten Mal an beiden Enden spielen kannst.
ai-reason-long-suit = { $face ->
    [notes] Keine Note hast du so oft wie die { $note }: Spiele darauf, denn die anderen haben davon wahrscheinlich weniger.
   *[pips] Keine Zahl hast du so oft wie die { $note }: Spiele darauf, denn die anderen haben davon wahrscheinlich weniger.
}
ai-reason-double = { $face ->
    [notes] Lege den Doppelstein „{ $note }“ früh, solange du noch andere Steine mit dieser Note hast.
   *[pips] Lege den Doppelstein { $tile } früh, solange du noch andere Steine mit dieser Augenzahl hast.
}
ai-reason-lone = { $face ->
    [notes] Lege { $tile }, solange er passt: Kein anderer deiner Steine zeigt eine { $note }, er könnte also liegen bleiben.
   *[pips] Lege { $tile }, solange er passt: Kein anderer deiner Steine zeigt eine { $note }, er könnte also liegen bleiben.
}
ai-reason-shut-out = Lege { $tile }: Der nächste Spieler hat wahrscheinlich nichts, was daran passt.
ai-reason-block = Das kann das Spiel blockieren – gut so, denn deine Steine zählen weniger.
ai-reason-no-block = Blockiere das Spiel nicht, solange deine Steine mehr zählen: Lege { $tile }.
ai-reason-other-end = Ein Gegner kann keine { $note } legen, und du hast den passenden Doppelstein: Spiele am anderen Ende.
ai-reason-score = Mit { $tile } ergeben die Enden zusammen { $points }: Hol dir die Punkte.
ai-reason-deny = Lege { $tile }: So bleiben der Gegenseite keine leichten Punkte.
ai-reason-chance = { $tile } ist einer deiner möglichen Züge, zufällig gewählt.
ai-reason-advice = { $tile } schneidet nach allen alten Ratschlägen zusammen am besten ab.
ai-reason-search = { $tile } hat am besten abgeschnitten, als die Runde viele Male durchgespielt wurde.
