app-title = Musikdomino
app-title-with = Musikdomino – { $name }
home-subtitle = F. S. Gilberts Spiel vom Wert der Noten
home-continue = Weiterspielen
home-new-game = Neues Spiel
home-settings = Einstellungen
home-quit = Beenden

seat-default-name-1 = Ada
seat-default-name-2 = Ben
seat-default-name-3 = Cleo
seat-default-name-4 = Dan

variant-musical = Musikdomino
variant-block = Doppel-Sechs (Blockspiel)
variant-draw = Ziehspiel
variant-all-fives = Alle Fünfe
variant-all-fives-draw = Alle Fünfe mit Ziehen
variant-shark = Hai
variant-matador = Matador
variant-partnership = Doppel-Sechs mit Partnern
variant-partnership-draw = Ziehspiel mit Partnern

level-beginner = Anfänger
level-club = Fortgeschritten
level-expert = Experte

look-baize = Grüner Filz
look-dark = Dunkel
look-high-contrast = Hoher Kontrast

new-title = Neues Spiel
new-players-title = Spieler
new-players = { $count } Spieler
new-seat = Platz { $number }
new-human = Mensch
new-names-differ = Jeder Spieler braucht einen eigenen Namen.
new-name-limit = Ein Name hat höchstens { $count } Zeichen.
new-partnership-note = Partner sitzen einander gegenüber: Plätze 1 und 3 gegen Plätze 2 und 4.
new-end-scoring = Eine gewonnene Runde zählt
new-end-scoring-opponents = Die Augen der anderen Hände
new-end-scoring-difference = Den Unterschied zu jeder anderen Hand
new-round-to-five = Punkte am Ende einer Runde
new-round-to-five-no = Wie gezählt
new-round-to-five-yes = Auf die nächste Fünf gerundet
new-partnership-out = Ein Paar gewinnt die Runde, wenn
new-partnership-out-one = ein Partner fertig ist
new-partnership-out-both = beide Partner fertig sind
new-target = Spielen bis
new-target-rounds = { $count ->
    [one] gewonnene Runde
   *[other] gewonnene Runden
}
new-target-points = { $count ->
    [one] Punkt
   *[other] Punkte
}
new-target-invalid = Das Ziel muss eine ganze Zahl größer als 0 sein.
new-back = Zurück
new-start = Los geht’s
new-replaces-match = Ein neues Spiel beendet das laufende.

settings-title = Einstellungen
settings-size = Größe: { $percent } %
settings-size-choice = { $percent } %
settings-size-not-offered = Hier nicht angeboten: { $sizes }. Bei { $size } braucht jede Seite ein Fenster von mindestens { $needed }, und dieses ist { $window } groß.
settings-look = Aussehen
settings-pause = Pause des Computers: { $seconds } s

game-led = { $name } spielte { $tile } aus
game-played = { $name } legte { $tile } { $end } an
game-rested = { $name } sagte „Passe“
game-drew = { $name } zog { $count ->
    [one] einen Stein
   *[other] { $count } Steine
}
game-drew-shown = { $name } zog { $tiles }
game-play-scored = { $play } (+{ $points })
game-scored = { $name } +{ $points }
game-hand-size = { $count ->
    [one] 1 Stein
   *[other] { $count } Steine
}
game-hand-size-tiles = { $count ->
    [one] 1 Stein
   *[other] { $count } Steine
}
game-rounds-won = { $points ->
    [one] 1 Runde gewonnen
   *[other] { $points } Runden gewonnen
}
game-points = { $points ->
    [one] 1 Punkt
   *[other] { $points } Punkte
}
# The score in a slim seat's panel (four seats in one row): as short as it reads.
game-rounds-won-short = { $points ->
    [one] 1 Sieg
   *[other] { $points } Siege
}
game-points-short = { $points ->
    [one] 1 Pkt.
   *[other] { $points } Pkt.
}
game-out = fertig
game-partner-out = { $play }: { $name } ist fertig, { $partner } spielt für beide weiter
game-option = { $label }: { $choice }
game-option-partnership-one = Ein Paar gewinnt die Runde, sobald ein Partner fertig ist.
game-option-partnership-both = Ein Paar gewinnt die Runde erst, wenn beide Partner fertig sind.
game-round-target = Runde { $round } · Ziel: { $target } { $unit }
game-over-target = Partie beendet · Ziel: { $target } { $unit }
game-stock = Vorrat: { $count }
game-ends-total = Enden: { $total }
game-ends-none = Enden: –
game-open-hands = Alle Steine aufdecken
game-hide-hands = Steine verdecken
game-hands-folded = Die aufgedeckten Steine sind wieder verdeckt: Dieses Fenster hat nicht Platz für sie und die Kette. Ein größeres Fenster oder eine kleinere Größe zeigt sie.
game-home = Startseite
game-rest = Passe
game-draw = Ziehen
game-choose-end = An welches Ende?
game-end-choice = Nach { $end }
game-end-outward = Nach { $end }, { $half } nach außen
game-end-group = Nach { $end }:
game-outward = { $half } nach außen
game-cancel = Abbrechen
game-your-turn = { $name }, du bist dran
game-computer-turn = { $name } überlegt …
game-no-fit = { $tile } passt an kein Ende: Die Enden sind { $left } und { $right }
game-no-fit-both = { $tile } passt nicht: Er hat keine { $end }, { $face ->
    [notes] die Note
   *[pips] die Zahl
}, die beide Enden brauchen
game-no-fit-matador = { $tile } passt nicht: Eine Hälfte muss mit ihrem Ende 7 ergeben, also { $count ->
    [one] brauchen die Enden eine { $first }
   *[other] brauchen die Enden eine { $first } oder eine { $second }
}; oder ein Matador ({ $matadores }), der überall passt
game-no-fit-matador-blank = { $tile } passt nicht: An ein leeres Ende passt nur ein Matador ({ $matadores })
game-must-lead = { $tile } darf nicht eröffnen: { $lead } muss eröffnen
game-your-turn-rest = { $name }, nichts passt: sag „Passe“ (Leertaste)
game-your-turn-draw = { $name }, nichts passt: zieh einen Stein (Leertaste)
game-your-turn-draw-tiles = { $name }, nichts passt: zieh einen Stein (Leertaste)
game-hand-of = Steine von { $name }
game-hand-of-tiles = Steine von { $name }

end-left = links
end-right = rechts

cover-turn = { $name } ist dran
cover-others-look-away = Alle anderen schauen bitte weg.
cover-show = { $name }: Steine zeigen
cover-show-tiles = { $name }: Steine zeigen

end-tie = Unentschieden: Die niedrigsten Hände zählen gleich viel
end-out = { $names } { $count ->
    [one] hat alle Steine gelegt und gewinnt die Runde
   *[other] haben alle Steine gelegt und gewinnen die Runde
}
end-out-partner = { $out } hat alle Steine gelegt: { $names } gewinnen die Runde
end-blocked = { $names } { $count ->
    [one] gewinnt die blockierte Runde
   *[other] gewinnen die blockierte Runde
}
end-target = Ziel erreicht: { $names }
end-blocked-explain = Niemand konnte mehr anlegen: Die Steine werden aufgedeckt und gezählt, und die niedrigste Zahl gewinnt.
end-blocked-explain-tiles = Niemand konnte mehr anlegen: Die Steine werden aufgedeckt und ihre Augen gezählt, und die niedrigste Zahl gewinnt.
end-points = +{ $points }
end-points-award = Am Ende der Runde { $count ->
    [one] bekam
   *[other] bekamen
} { $names } { $points } Punkte{ $inplay ->
    [yes] , dazu { $play } im Spiel: { $total } insgesamt
   *[no] {""}
}.
end-points-award-rounded = Am Ende der Runde { $count ->
    [one] bekam
   *[other] bekamen
} { $names } { $points } Punkte ({ $counted }, auf die nächste Fünf gerundet){ $inplay ->
    [yes] , dazu { $play } im Spiel: { $total } insgesamt
   *[no] {""}
}.
end-points-target = Das Ziel wurde im Spiel erreicht: Das Ende der Runde bringt keine Punkte.
end-points-note = { $kind ->
    [play] Die Zahl nach + ist, was jede Seite in dieser Runde erzielt hat: im Spiel und am Ende.
    [rounds] +1 heißt: eine Runde mehr gewonnen; +0: keine.
   *[end] Die Zahl nach + ist, was jede Seite in dieser Runde erzielt hat.
}
end-side-count = { $names } zusammen: { $sum }
end-match-tie = Das Spiel endet unentschieden
end-match-score = Endstand: { $scores }
end-score-so-far = Stand: { $scores } · Ziel: { $target } { $unit }
end-match-won = { $names } { $count ->
    [one] gewinnt das Spiel!
   *[other] gewinnen das Spiel!
}
end-new-game = Neues Spiel
end-next-round = Nächste Runde
end-see-table = Tisch ansehen
end-back-to-count = Zurück zur Abrechnung
game-lead-any = { $name } spielt aus: Jeder Stein darf die Kette eröffnen
game-lead-rule = { $name } hat { $tile } und muss ihn ausspielen
names-and = { $first } und { $last }
notice-file-set-aside = { $file } konnte nicht verwendet werden ({ $reason }). Die Datei wurde als { $kept } aufbewahrt; die App startet ohne sie.
notice-file-partly-used = Ein Teil von { $file } konnte nicht verwendet werden ({ $reason }). Dieser Teil beginnt neu, der Rest bleibt erhalten; die Datei wurde unverändert als { $kept } aufbewahrt.
notice-file-unreadable = { $file } konnte nicht gelesen werden ({ $reason }); die App startet ohne sie.
notice-dismiss = OK
notice-why-not-ordinary = sie ist keine gewöhnliche Datei
notice-why-unreadable = sie lässt sich nicht lesen: { $detail }
notice-why-too-large = sie ist größer als 10 MB
notice-why-damaged = sie ist beschädigt oder abgeschnitten, in Zeile { $line }, Spalte { $column }
notice-why-newer = sie stammt von einer neueren Version der App, Format { $format }
notice-why-not-object = sie ist nicht so aufgebaut, wie die App sie schreibt
notice-why-wrong-shape = sie hat die falsche Form: { $detail }
notice-why-no-replay = ihre Züge lassen sich nicht nachspielen: { $detail }
notice-why-seats = ihre Plätze passen nicht zu den Spielern
notice-part-language = Sprache
notice-part-look = Aussehen
notice-part-size = Größe
notice-part-pause = Pause des Computers
notice-part-tap-offset = Tipp-Versatz
notice-part-tap-in-game = Nachtippen im Spiel
notice-part-sound = Ton
notice-part-ui = Einstellungen von Bildschirm und Ton
notice-part-new-game = Auswahl unter „Neues Spiel“
notice-part-quiz = Einrichtung des Quiz
notice-part-pupils = Fortschritt aller Schüler
notice-part-pupil = Fortschritt von { $name }
notice-part-answers = { $count ->
    [one] eine Antwort von { $name }
   *[other] { $count } Antworten von { $name }
}
game-hint = Tipp
game-tap-it = Nachtippen
game-tap-title = Tippe den Stein, den du gelegt hast
game-tap-close = Zurück zum Spiel
game-hint-move = { $tile } nach { $end }
game-hint-move-outward = { $tile } nach { $end }, { $half } nach außen
game-hint-text = Tipp: { $move }. { $reason }
home-print = Tafel drucken
print-title = Die Steintafel drucken
print-paper = Papier
print-pips = Augen statt Noten (für die Augenspiele)
print-rules = Eine Seite mit den Regeln anfügen
print-format = Format
print-file = Speichern unter
print-save = Speichern
print-open = Öffnen
print-saving = Wird gespeichert …
print-saved = Gespeichert: { $files }
print-failed = Nicht gespeichert: { $reason }
print-preparing = Die Vorschau wird vorbereitet …
print-a4 = A4
print-letter = US Letter
print-pdf = PDF
print-png = PNG (300 dpi)
print-svg = SVG
settings-language = Sprache
settings-language-system = Systemsprache
settings-language-name = Deutsch
notice-save-failed = Speichern fehlgeschlagen ({ $reason }). Das Spiel geht weiter; nach dem nächsten Zug wird erneut gespeichert.
notice-quit-unsaved = Die laufende Partie konnte nicht gespeichert werden ({ $reason }). Drücke noch einmal „Beenden“, um ohne sie zu gehen.
notice-play-keeps-saved = Deine laufende Partie bleibt für „Fortsetzen“ erhalten: Dieses über die Befehlszeile geöffnete Spiel wird nicht darüber gespeichert.
notice-settings-save-failed = Die Einstellungen konnten nicht gespeichert werden ({ $reason }). Sie gelten vorerst und werden bei der nächsten Änderung erneut gespeichert.
print-open-failed = { $file } konnte nicht geöffnet werden: { $reason }
print-no-path = Gib einen Dateinamen ein oder wähle einen mit „Speichern unter …“.
