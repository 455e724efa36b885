# Le quiz (src/quiz) : questions sur la valeur des notes, leurs explications, la fiche.

## Les sortes de questions, à activer ou non
quiz-kind-figure = Chiffres
quiz-kind-fraction = Fractions de ronde
quiz-kind-equivalence = Notes dans les notes
quiz-kind-name = Noms
quiz-kind-glyph = Symboles
quiz-kind-sum = Sommes
quiz-kind-count = Compter les dominos
quiz-kind-bar = Mesures
quiz-kind-listening = Écoute
quiz-kind-tap = Rythmes à taper

## Chaque note avec son article indéfini, et au pluriel (toutes sont féminines)
quiz-one-semibreve = une ronde
quiz-one-minim = une blanche
quiz-one-crotchet = une noire
quiz-one-quaver = une croche
quiz-one-semiquaver = une double croche
quiz-one-demisemiquaver = une triple croche
quiz-one-semidemisemiquaver = une quadruple croche
quiz-of-semibreve = d’une ronde
quiz-of-minim = d’une blanche
quiz-of-crotchet = d’une noire
quiz-of-quaver = d’une croche
quiz-of-semiquaver = d’une double croche
quiz-of-demisemiquaver = d’une triple croche
quiz-of-semidemisemiquaver = d’une quadruple croche
quiz-many-semibreve = rondes
quiz-many-minim = blanches
quiz-many-crotchet = noires
quiz-many-quaver = croches
quiz-many-semiquaver = doubles croches
quiz-many-demisemiquaver = triples croches
quiz-many-semidemisemiquaver = quadruples croches

## Questions ($one : une note avec son article ; $many : une note au pluriel)
quiz-prompt-figure = Combien de { $many } font une ronde ?
quiz-prompt-fraction = Quelle fraction d’une ronde vaut { $one } ?
quiz-prompt-equivalence = Combien de { $many } font { $one } ?
quiz-prompt-part-of = Quelle fraction { $of } vaut { $one } ?
quiz-prompt-name = Quelle est cette note ?
quiz-prompt-glyph = Laquelle de ces notes est { $one } ?
quiz-prompt-sum = Quelle fraction d’une ronde valent ensemble { $notes } ?
quiz-prompt-count = { $tablets ->
    [one] Ce domino reste en main : combien compte-t-il ?
   *[other] Ces dominos restent en main : combien comptent-ils ?
}
quiz-prompt-bar = Quelle note, à elle seule, complète cette mesure à 4/4 ?
quiz-prompt-listening = Quelle note as-tu entendue ?
quiz-prompt-tap = { $tablets ->
    [one] Tape ce domino : appuie et tiens chaque note aussi longtemps qu'elle dure.
   *[other] Tape ces dominos : appuie et tiens chaque note aussi longtemps qu'elle dure.
}
quiz-list-two = { $first } et { $second }
quiz-list-three = { $first }, { $second } et { $third }

## Pourquoi la réponse est juste
quiz-explain-semibreve = La ronde est l’entier : toutes les autres notes en sont des parties, donc une ronde vaut 1.
quiz-explain-note = Chaque { $note } vaut { $fraction } de ronde : { $figure } { $many } font une ronde.
quiz-shape-semibreve = Une ronde est une tête blanche sans hampe.
quiz-shape-minim = Une blanche est une tête blanche avec une hampe.
quiz-shape-crotchet = Une noire est une tête noire avec une hampe, sans crochet.
quiz-shape-quaver = Une croche est une tête noire avec une hampe et un crochet.
quiz-shape-semiquaver = Une double croche est une tête noire avec une hampe et deux crochets.
quiz-shape-demisemiquaver = Une triple croche est une tête noire avec une hampe et trois crochets.
quiz-shape-semidemisemiquaver = Une quadruple croche est une tête noire avec une hampe et quatre crochets.
quiz-explain-how-many = { $count } { $many } font { $one }, car { $one } vaut { $fa } de ronde et chaque { $b } { $fb }.
quiz-explain-part-of = { $count } { $many } font { $one }, donc chaque { $a } en vaut { $answer } : { $one } vaut { $fb } de ronde et chaque { $a } { $fa }.
quiz-explain-sum = Additionne les fractions de ronde : { $sum } = { $answer }.
quiz-explain-count = Chaque domino compte la somme de ses deux chiffres, et la main la somme de ses dominos : { $sum } = { $answer }.
quiz-explain-bar = Une mesure à 4/4 contient une ronde. Les notes qui s’y trouvent font { $have }, et 1 − { $have } = { $missing } : { $one }.

## La fiche imprimée
quiz-worksheet-title = La valeur des notes
quiz-worksheet-name = Nom :
quiz-worksheet-answers = Réponses
quiz-worksheet-footer = Feuille { $sheet } · page { $page } sur { $pages }

## Tapping a rhythm: how long each note is held ($lengths: the list of them)
quiz-explain-tap = Tiens chaque note sa durée : { $lengths }.
quiz-tap-length-semibreve = une ronde 4 temps
quiz-tap-length-minim = une blanche 2 temps
quiz-tap-length-crotchet = une noire 1 temps
quiz-tap-length-quaver = une croche un demi-temps
quiz-tap-length-semiquaver = une double croche un quart de temps
quiz-tap-length-demisemiquaver = une triple croche un huitième de temps
quiz-tap-length-semidemisemiquaver = une quadruple croche un seizième de temps
