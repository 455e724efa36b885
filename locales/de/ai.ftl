# Computerspieler und Tipps (src/ai). Die Notennamen kommen aus music.ftl.
ai-level-beginner = Anfänger
ai-level-club = Fortgeschritten
ai-level-expert = Experte
ai-hint-button = Tipp
ai-reason-forced = { $tile } ist dein einziger möglicher Zug.
ai-reason-lead-rule = Die Anspielregel verlangt { $tile }: spiele ihn aus.
ai-reason-draw = Nichts passt an eines der Enden: ziehe aus dem Vorrat.
ai-reason-rest = Nichts passt an eines der Enden: sage „Passe“.
ai-reason-heavy = { $face ->
    [notes] Lege die schwere { $note }, solange du kannst.
   *[pips] Lege den schweren Stein { $tile }, solange du kannst.
}
ai-reason-both-ends = Lege { $tile } so, dass du beim nächsten Mal an beiden Enden spielen kannst.
ai-reason-long-suit = { $face ->
    [notes] Die meisten deiner Steine zeigen eine { $note }: spiele darauf, denn die anderen haben davon wahrscheinlich weniger.
   *[pips] Die meisten deiner Steine zeigen eine { $note }: spiele darauf, denn die anderen haben davon wahrscheinlich weniger.
}
ai-reason-double = { $face ->
    [notes] Lege den Doppelstein „{ $note }“ früh, solange du noch andere Steine mit dieser Note hast.
   *[pips] Lege den Doppelstein { $tile } früh, solange du noch andere Steine mit dieser Augenzahl hast.
}
ai-reason-lone = { $face ->
    [notes] Lege { $tile }, solange er passt: kein anderer deiner Steine zeigt eine { $note }, sonst bleibt er womöglich liegen.
   *[pips] Lege { $tile }, solange er passt: kein anderer deiner Steine zeigt eine { $note }, sonst bleibt er womöglich liegen.
}
ai-reason-shut-out = Lege { $tile }: der nächste Spieler hat wahrscheinlich nichts, was daran passt.
ai-reason-block = Das kann das Spiel blockieren – gut so, denn deine Steine zählen weniger.
ai-reason-no-block = Blockiere das Spiel nicht, solange deine Steine mehr zählen: lege { $tile }.
ai-reason-other-end = Ein Gegner kann keine { $note } legen, und du hast den passenden Doppelstein: spiele am anderen Ende.
ai-reason-score = Mit { $tile } ergeben die Enden zusammen { $points }: hol dir die Punkte.
ai-reason-deny = Lege { $tile }: so bleiben der Gegenseite keine leichten Punkte.
ai-reason-chance = { $tile } ist einer deiner möglichen Züge, zufällig gewählt.
ai-reason-advice = { $tile } schneidet nach allen alten Ratschlägen zusammen am besten ab.
ai-reason-search = { $tile } hat am besten abgeschnitten, als die Runde viele Male durchgespielt wurde.
