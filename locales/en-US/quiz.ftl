# The quiz (src/quiz): questions about note values, their explanations, the worksheet.

## The kinds of question, as switches
quiz-kind-figure = Figures
quiz-kind-fraction = Parts of a whole note
quiz-kind-equivalence = Notes in notes
quiz-kind-name = Names
quiz-kind-glyph = Symbols
quiz-kind-sum = Sums
quiz-kind-count = Counting tablets
quiz-kind-bar = Measures
quiz-kind-listening = Listening
quiz-kind-tap = Tapping rhythms

## Each note with its indefinite article, and in the plural
quiz-one-semibreve = a whole note
quiz-one-minim = a half note
quiz-one-crotchet = a quarter note
quiz-one-quaver = an eighth note
quiz-one-semiquaver = a sixteenth note
quiz-one-demisemiquaver = a thirty-second note
quiz-one-semidemisemiquaver = a sixty-fourth note
quiz-of-semibreve = of a whole note
quiz-of-minim = of a half note
quiz-of-crotchet = of a quarter note
quiz-of-quaver = of an eighth note
quiz-of-semiquaver = of a sixteenth note
quiz-of-demisemiquaver = of a thirty-second note
quiz-of-semidemisemiquaver = of a sixty-fourth note
quiz-many-semibreve = whole notes
quiz-many-minim = half notes
quiz-many-crotchet = quarter notes
quiz-many-quaver = eighth notes
quiz-many-semiquaver = sixteenth notes
quiz-many-demisemiquaver = thirty-second notes
quiz-many-semidemisemiquaver = sixty-fourth notes

## Questions ($one: a note with its article; $many: a note in the plural)
quiz-prompt-figure = How many { $many } make a whole note?
quiz-prompt-fraction = What part of a whole note is { $one }?
quiz-prompt-equivalence = How many { $many } make { $one }?
quiz-prompt-part-of = What part { $of } is { $one }?
quiz-prompt-name = Which note is this?
quiz-prompt-glyph = Which of these is { $one }?
quiz-prompt-sum = What part of a whole note are { $notes } together?
quiz-prompt-count = { $tablets ->
    [one] This tablet is left in hand: what does it count?
   *[other] These tablets are left in hand: what do they count?
}
quiz-prompt-bar = Which one note completes this measure of 4/4?
quiz-prompt-listening = Which note was that?
quiz-prompt-tap = { $tablets ->
    [one] Tap this tile: press and hold for each note, as long as it lasts.
   *[other] Tap these tiles: press and hold for each note, as long as it lasts.
}
quiz-list-two = { $first } and { $second }
quiz-list-three = { $first }, { $second }, and { $third }

## Why the answer is right
quiz-explain-semibreve = The whole note is the unit: every other note is a part of it, so a whole note is 1.
quiz-explain-note = Each { $note } is { $fraction } of a whole note: { $figure } { $many } make a whole note.
quiz-shape-semibreve = A whole note is an open head with no stem.
quiz-shape-minim = A half note is an open head with a stem.
quiz-shape-crotchet = A quarter note is a filled head with a stem and no flag.
quiz-shape-quaver = An eighth note is a filled head with a stem and one flag.
quiz-shape-semiquaver = A sixteenth note is a filled head with a stem and two flags.
quiz-shape-demisemiquaver = A thirty-second note is a filled head with a stem and three flags.
quiz-shape-semidemisemiquaver = A sixty-fourth note is a filled head with a stem and four flags.
quiz-explain-how-many = { $count } { $many } make { $one }, because { $one } is { $fa } of a whole note and each { $b } is { $fb }.
quiz-explain-part-of = { $count } { $many } make { $one }, so each { $a } is { $answer } of it: { $one } is { $fb } of a whole note and each { $a } is { $fa }.
quiz-explain-sum = Add the parts of a whole note: { $sum } = { $answer }.
quiz-explain-count = Each tablet counts the sum of its two figures, and the hand the sum of its tablets: { $sum } = { $answer }.
quiz-explain-bar = A measure of 4/4 holds one whole note. The notes in it make { $have }, and 1 − { $have } = { $missing }: { $one }.

## The printed worksheet
quiz-worksheet-title = Note values
quiz-worksheet-name = Name:
quiz-worksheet-answers = Answers
quiz-worksheet-footer = Sheet { $sheet } · page { $page } of { $pages }

## Tapping a rhythm: how long each note is held ($lengths: the list of them)
quiz-explain-tap = Hold each note its length: { $lengths }.
quiz-tap-length-semibreve = a whole note for 4 beats
quiz-tap-length-minim = a half note for 2 beats
quiz-tap-length-crotchet = a quarter note for 1 beat
quiz-tap-length-quaver = an eighth note for half a beat
quiz-tap-length-semiquaver = a sixteenth note for a quarter of a beat
quiz-tap-length-demisemiquaver = a thirty-second note for an eighth of a beat
quiz-tap-length-semidemisemiquaver = a sixty-fourth note for a sixteenth of a beat
