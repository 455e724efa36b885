# Il quiz (src/quiz): domande sul valore delle figure, le loro spiegazioni, la scheda.

## I tipi di domanda, da attivare o no
quiz-kind-figure = Numeri
quiz-kind-fraction = Parti della semibreve
quiz-kind-equivalence = Figure nelle figure
quiz-kind-name = Nomi
quiz-kind-glyph = Simboli
quiz-kind-sum = Somme
quiz-kind-count = Contare le tessere
quiz-kind-bar = Battute
quiz-kind-listening = Ascolto
quiz-kind-tap = Ritmi da battere

## Ogni figura con l’articolo indeterminativo, e al plurale (sono tutte femminili)
quiz-one-semibreve = una semibreve
quiz-one-minim = una minima
quiz-one-crotchet = una semiminima
quiz-one-quaver = una croma
quiz-one-semiquaver = una semicroma
quiz-one-demisemiquaver = una biscroma
quiz-one-semidemisemiquaver = una semibiscroma
quiz-of-semibreve = di una semibreve
quiz-of-minim = di una minima
quiz-of-crotchet = di una semiminima
quiz-of-quaver = di una croma
quiz-of-semiquaver = di una semicroma
quiz-of-demisemiquaver = di una biscroma
quiz-of-semidemisemiquaver = di una semibiscroma
quiz-many-semibreve = semibrevi
quiz-many-minim = minime
quiz-many-crotchet = semiminime
quiz-many-quaver = crome
quiz-many-semiquaver = semicrome
quiz-many-demisemiquaver = biscrome
quiz-many-semidemisemiquaver = semibiscrome

## Domande ($one: una figura con l’articolo; $many: una figura al plurale)
quiz-prompt-figure = Quante { $many } formano una semibreve?
quiz-prompt-fraction = Che parte di una semibreve è { $one }?
quiz-prompt-equivalence = Quante { $many } formano { $one }?
quiz-prompt-part-of = Che parte { $of } è { $one }?
quiz-prompt-name = Che figura è questa?
quiz-prompt-glyph = Quale di queste è { $one }?
quiz-prompt-sum = Che parte di una semibreve formano insieme { $notes }?
quiz-prompt-count = { $tablets ->
    [one] Questa tessera resta in mano: quanto conta?
   *[other] Queste tessere restano in mano: quanto contano?
}
quiz-prompt-bar = Quale singola figura completa questa battuta in 4/4?
quiz-prompt-listening = Che figura hai sentito?
quiz-prompt-tap = { $tablets ->
    [one] Batti questa tessera: premi e tieni ogni nota per quanto dura.
   *[other] Batti queste tessere: premi e tieni ogni nota per quanto dura.
}
quiz-list-two = { $first } e { $second }
quiz-list-three = { $first }, { $second } e { $third }

## Perché la risposta è giusta
quiz-explain-semibreve = La semibreve è l’intero: tutte le altre figure ne sono parti, quindi una semibreve vale 1.
quiz-explain-note = Ogni { $note } vale { $fraction } di semibreve: { $figure } { $many } formano una semibreve.
quiz-shape-semibreve = Una semibreve è una testa vuota senza gambo.
quiz-shape-minim = Una minima è una testa vuota con il gambo.
quiz-shape-crotchet = Una semiminima è una testa piena con il gambo, senza coda.
quiz-shape-quaver = Una croma è una testa piena con il gambo e una coda.
quiz-shape-semiquaver = Una semicroma è una testa piena con il gambo e due code.
quiz-shape-demisemiquaver = Una biscroma è una testa piena con il gambo e tre code.
quiz-shape-semidemisemiquaver = Una semibiscroma è una testa piena con il gambo e quattro code.
quiz-explain-how-many = { $count } { $many } formano { $one }, perché { $one } vale { $fa } di semibreve e ogni { $b } { $fb }.
quiz-explain-part-of = { $count } { $many } formano { $one }, quindi ogni { $a } ne vale { $answer }: { $one } vale { $fb } di semibreve e ogni { $a } { $fa }.
quiz-explain-sum = Somma le parti di semibreve: { $sum } = { $answer }.
quiz-explain-count = Ogni tessera conta la somma dei suoi due numeri, e la mano la somma delle sue tessere: { $sum } = { $answer }.
quiz-explain-bar = Una battuta in 4/4 contiene una semibreve. Le figure che vi si trovano formano { $have }, e 1 − { $have } = { $missing }: { $one }.

## La scheda stampata
quiz-worksheet-title = Il valore delle figure
quiz-worksheet-name = Nome:
quiz-worksheet-answers = Soluzioni
quiz-worksheet-footer = Scheda { $sheet } · pagina { $page } di { $pages }

## Tapping a rhythm: how long each note is held ($lengths: the list of them)
quiz-explain-tap = Tieni ogni nota per la sua durata: { $lengths }.
quiz-tap-length-semibreve = una semibreve 4 movimenti
quiz-tap-length-minim = una minima 2 movimenti
quiz-tap-length-crotchet = una semiminima 1 movimento
quiz-tap-length-quaver = una croma mezzo movimento
quiz-tap-length-semiquaver = una semicroma un quarto di movimento
quiz-tap-length-demisemiquaver = una biscroma un ottavo di movimento
quiz-tap-length-semidemisemiquaver = una semibiscroma un sedicesimo di movimento
