# Das Quiz (src/quiz): Fragen zu Notenwerten, ihre Erklärungen, das Arbeitsblatt.

## Die Fragearten, zum Ein- und Ausschalten
quiz-kind-figure = Zahlen
quiz-kind-fraction = Teile einer ganzen Note
quiz-kind-equivalence = Noten in Noten
quiz-kind-name = Namen
quiz-kind-glyph = Notenzeichen
quiz-kind-sum = Summen
quiz-kind-count = Steine zählen
quiz-kind-bar = Takte
quiz-kind-listening = Hören
quiz-kind-tap = Rhythmen tippen

## Jede Note mit unbestimmtem Artikel (Nominativ/Akkusativ) und im Plural
quiz-one-semibreve = eine ganze Note
quiz-one-minim = eine halbe Note
quiz-one-crotchet = eine Viertelnote
quiz-one-quaver = eine Achtelnote
quiz-one-semiquaver = eine Sechzehntelnote
quiz-one-demisemiquaver = eine Zweiunddreißigstelnote
quiz-one-semidemisemiquaver = eine Vierundsechzigstelnote
quiz-of-semibreve = einer ganzen Note
quiz-of-minim = einer halben Note
quiz-of-crotchet = einer Viertelnote
quiz-of-quaver = einer Achtelnote
quiz-of-semiquaver = einer Sechzehntelnote
quiz-of-demisemiquaver = einer Zweiunddreißigstelnote
quiz-of-semidemisemiquaver = einer Vierundsechzigstelnote
quiz-many-semibreve = ganze Noten
quiz-many-minim = halbe Noten
quiz-many-crotchet = Viertelnoten
quiz-many-quaver = Achtelnoten
quiz-many-semiquaver = Sechzehntelnoten
quiz-many-demisemiquaver = Zweiunddreißigstelnoten
quiz-many-semidemisemiquaver = Vierundsechzigstelnoten

## Fragen ($one: eine Note mit Artikel; $many: eine Note im Plural)
quiz-prompt-figure = Wie viele { $many } ergeben eine ganze Note?
quiz-prompt-fraction = Welcher Teil einer ganzen Note ist { $one }?
quiz-prompt-equivalence = Wie viele { $many } ergeben { $one }?
quiz-prompt-part-of = Welcher Teil { $of } ist { $one }?
quiz-prompt-name = Welche Note ist das?
quiz-prompt-glyph = Welche davon ist { $one }?
quiz-prompt-sum = Welcher Teil einer ganzen Note sind { $notes } zusammen?
quiz-prompt-count = { $tablets ->
    [one] Dieser Stein bleibt in der Hand: Wie viel zählt er?
   *[other] Diese Steine bleiben in der Hand: Wie viel zählen sie?
}
quiz-prompt-bar = Welche einzelne Note vervollständigt diesen 4/4-Takt?
quiz-prompt-listening = Welche Note war das?
quiz-prompt-tap = { $tablets ->
    [one] Tippe diesen Stein: Drücke für jede Note und halte sie so lange, wie sie dauert.
   *[other] Tippe diese Steine: Drücke für jede Note und halte sie so lange, wie sie dauert.
}
quiz-list-two = { $first } und { $second }
quiz-list-three = { $first }, { $second } und { $third }

## Warum die Antwort stimmt
quiz-explain-semibreve = Die ganze Note ist das Ganze: Alle anderen Noten sind Teile von ihr, also ist eine ganze Note 1.
quiz-explain-note = Jede { $note } ist { $fraction } einer ganzen Note: { $figure } { $many } ergeben eine ganze Note.
quiz-shape-semibreve = Eine ganze Note ist ein hohler Notenkopf ohne Hals.
quiz-shape-minim = Eine halbe Note ist ein hohler Notenkopf mit Hals.
quiz-shape-crotchet = Eine Viertelnote ist ein gefüllter Notenkopf mit Hals, ohne Fähnchen.
quiz-shape-quaver = Eine Achtelnote ist ein gefüllter Notenkopf mit Hals und einem Fähnchen.
quiz-shape-semiquaver = Eine Sechzehntelnote ist ein gefüllter Notenkopf mit Hals und zwei Fähnchen.
quiz-shape-demisemiquaver = Eine Zweiunddreißigstelnote ist ein gefüllter Notenkopf mit Hals und drei Fähnchen.
quiz-shape-semidemisemiquaver = Eine Vierundsechzigstelnote ist ein gefüllter Notenkopf mit Hals und vier Fähnchen.
quiz-explain-how-many = { $count } { $many } ergeben { $one }, denn { $one } ist { $fa } einer ganzen Note und jede { $b } { $fb }.
quiz-explain-part-of = { $count } { $many } ergeben { $one }, also ist jede { $a } { $answer } davon: { $one } ist { $fb } einer ganzen Note und jede { $a } { $fa }.
quiz-explain-sum = Addiere die Teile einer ganzen Note: { $sum } = { $answer }.
quiz-explain-count = Jeder Stein zählt die Summe seiner beiden Zahlen, die Hand die Summe ihrer Steine: { $sum } = { $answer }.
quiz-explain-bar = Ein 4/4-Takt fasst eine ganze Note. Die Noten darin ergeben { $have }, und 1 − { $have } = { $missing }: { $one }.

## Das gedruckte Arbeitsblatt
quiz-worksheet-title = Notenwerte
quiz-worksheet-name = Name:
quiz-worksheet-answers = Lösungen
quiz-worksheet-footer = Blatt { $sheet } · Seite { $page } von { $pages }

## Tapping a rhythm: how long each note is held ($lengths: the list of them)
quiz-explain-tap = Halte jede Note ihre Länge: { $lengths }.
quiz-tap-length-semibreve = eine ganze Note 4 Schläge
quiz-tap-length-minim = eine halbe Note 2 Schläge
quiz-tap-length-crotchet = eine Viertelnote 1 Schlag
quiz-tap-length-quaver = eine Achtelnote einen halben Schlag
quiz-tap-length-semiquaver = eine Sechzehntelnote einen Viertelschlag
quiz-tap-length-demisemiquaver = eine Zweiunddreißigstelnote einen Achtelschlag
quiz-tap-length-semidemisemiquaver = eine Vierundsechzigstelnote einen Sechzehntelschlag
