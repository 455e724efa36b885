# The quiz (src/quiz): questions about note values, their explanations, the worksheet.

## The kinds of question, as switches
quiz-kind-figure = Figures
quiz-kind-fraction = Parts of a semibreve
quiz-kind-equivalence = Notes in notes
quiz-kind-name = Names
quiz-kind-glyph = Glyphs
quiz-kind-sum = Sums
quiz-kind-count = Counting tablets
quiz-kind-bar = Bars
quiz-kind-listening = Listening
quiz-kind-tap = Tapping rhythms

## Each note with its indefinite article, and in the plural
quiz-one-semibreve = a semibreve
quiz-one-minim = a minim
quiz-one-crotchet = a crotchet
quiz-one-quaver = a quaver
quiz-one-semiquaver = a semiquaver
quiz-one-demisemiquaver = a demisemiquaver
quiz-one-semidemisemiquaver = a semidemisemiquaver
quiz-of-semibreve = of a semibreve
quiz-of-minim = of a minim
quiz-of-crotchet = of a crotchet
quiz-of-quaver = of a quaver
quiz-of-semiquaver = of a semiquaver
quiz-of-demisemiquaver = of a demisemiquaver
quiz-of-semidemisemiquaver = of a semidemisemiquaver
quiz-many-semibreve = semibreves
quiz-many-minim = minims
quiz-many-crotchet = crotchets
quiz-many-quaver = quavers
quiz-many-semiquaver = semiquavers
quiz-many-demisemiquaver = demisemiquavers
quiz-many-semidemisemiquaver = semidemisemiquavers

## Questions ($one: a note with its article; $many: a note in the plural)
quiz-prompt-figure = How many { $many } make a semibreve?
quiz-prompt-fraction = What part of a semibreve is { $one }?
quiz-prompt-equivalence = How many { $many } make { $one }?
quiz-prompt-part-of = What part { $of } is { $one }?
quiz-prompt-name = Which note is this?
quiz-prompt-glyph = Which of these is { $one }?
quiz-prompt-sum = What part of a semibreve are { $notes } together?
quiz-prompt-count = { $tablets ->
    [one] This tablet is left in hand: what does it count?
   *[other] These tablets are left in hand: what do they count?
}
quiz-prompt-bar = Which one note completes this bar of 4/4?
quiz-prompt-listening = Which note was that?
quiz-prompt-tap = { $tablets ->
    [one] Tap this tablet: press and hold for each note, as long as it lasts.
   *[other] Tap these tablets: press and hold for each note, as long as it lasts.
}
quiz-list-two = { $first } and { $second }
quiz-list-three = { $first }, { $second } and { $third }

## Why the answer is right
quiz-explain-semibreve = The semibreve is the whole: every other note is a part of it, so a semibreve is 1.
quiz-explain-note = Each { $note } is { $fraction } of a semibreve: { $figure } { $many } make a semibreve.
quiz-shape-semibreve = A semibreve is an open head with no stem.
quiz-shape-minim = A minim is an open head with a stem.
quiz-shape-crotchet = A crotchet is a filled head with a stem and no flag.
quiz-shape-quaver = A quaver is a filled head with a stem and one flag.
quiz-shape-semiquaver = A semiquaver is a filled head with a stem and two flags.
quiz-shape-demisemiquaver = A demisemiquaver is a filled head with a stem and three flags.
quiz-shape-semidemisemiquaver = A semidemisemiquaver (today often called a hemidemisemiquaver) is a filled head with a stem and four flags.
quiz-explain-how-many = { $count } { $many } make { $one }, because { $one } is { $fa } of a semibreve and each { $b } is { $fb }.
quiz-explain-part-of = { $count } { $many } make { $one }, so each { $a } is { $answer } of it: { $one } is { $fb } of a semibreve and each { $a } is { $fa }.
quiz-explain-sum = Add the parts of a semibreve: { $sum } = { $answer }.
quiz-explain-count = Each tablet counts the sum of its two figures, and the hand the sum of its tablets: { $sum } = { $answer }.
quiz-explain-bar = A bar of 4/4 holds one semibreve. The notes in it make { $have }, and 1 − { $have } = { $missing }: { $one }.

## The printed worksheet
quiz-worksheet-title = Note values
quiz-worksheet-name = Name:
quiz-worksheet-answers = Answers
quiz-worksheet-footer = Sheet { $sheet } · page { $page } of { $pages }

## Tapping a rhythm: how long each note is held ($lengths: the list of them)
quiz-explain-tap = Hold each note its length: { $lengths }.
quiz-tap-length-semibreve = a semibreve for 4 beats
quiz-tap-length-minim = a minim for 2 beats
quiz-tap-length-crotchet = a crotchet for 1 beat
quiz-tap-length-quaver = a quaver for half a beat
quiz-tap-length-semiquaver = a semiquaver for a quarter of a beat
quiz-tap-length-demisemiquaver = a demisemiquaver for an eighth of a beat
quiz-tap-length-semidemisemiquaver = a semidemisemiquaver for a sixteenth of a beat
