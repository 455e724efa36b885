# El cuestionario (src/quiz): preguntas sobre el valor de las figuras, sus explicaciones, la ficha.

## Los tipos de pregunta, para activar o desactivar
quiz-kind-figure = Números
quiz-kind-fraction = Partes de la redonda
quiz-kind-equivalence = Figuras en figuras
quiz-kind-name = Nombres
quiz-kind-glyph = Símbolos
quiz-kind-sum = Sumas
quiz-kind-count = Contar fichas
quiz-kind-bar = Compases
quiz-kind-listening = Escucha
quiz-kind-tap = Ritmos para tocar

## Cada figura con su artículo indefinido, y en plural (todas son femeninas)
quiz-one-semibreve = una redonda
quiz-one-minim = una blanca
quiz-one-crotchet = una negra
quiz-one-quaver = una corchea
quiz-one-semiquaver = una semicorchea
quiz-one-demisemiquaver = una fusa
quiz-one-semidemisemiquaver = una semifusa
quiz-of-semibreve = de una redonda
quiz-of-minim = de una blanca
quiz-of-crotchet = de una negra
quiz-of-quaver = de una corchea
quiz-of-semiquaver = de una semicorchea
quiz-of-demisemiquaver = de una fusa
quiz-of-semidemisemiquaver = de una semifusa
quiz-many-semibreve = redondas
quiz-many-minim = blancas
quiz-many-crotchet = negras
quiz-many-quaver = corcheas
quiz-many-semiquaver = semicorcheas
quiz-many-demisemiquaver = fusas
quiz-many-semidemisemiquaver = semifusas

## Preguntas ($one: una figura con su artículo; $many: una figura en plural)
quiz-prompt-figure = ¿Cuántas { $many } forman una redonda?
quiz-prompt-fraction = ¿Qué parte de una redonda es { $one }?
quiz-prompt-equivalence = ¿Cuántas { $many } forman { $one }?
quiz-prompt-part-of = ¿Qué parte { $of } es { $one }?
quiz-prompt-name = ¿Qué figura es esta?
quiz-prompt-glyph = ¿Cuál de estas es { $one }?
quiz-prompt-sum = ¿Qué parte de una redonda forman juntas { $notes }?
quiz-prompt-count = { $tablets ->
    [one] Esta ficha queda en la mano: ¿cuánto cuenta?
   *[other] Estas fichas quedan en la mano: ¿cuánto cuentan?
}
quiz-prompt-bar = ¿Qué figura completa por sí sola este compás de 4/4?
quiz-prompt-listening = ¿Qué figura ha sonado?
quiz-prompt-tap = { $tablets ->
    [one] Toca esta ficha: pulsa y mantén cada nota tanto como dura.
   *[other] Toca estas fichas: pulsa y mantén cada nota tanto como dura.
}
quiz-list-two = { $first } y { $second }
quiz-list-three = { $first }, { $second } y { $third }

## Por qué la respuesta es correcta
quiz-explain-semibreve = La redonda es el entero: todas las demás figuras son partes de ella, así que una redonda vale 1.
quiz-explain-note = Cada { $note } vale { $fraction } de redonda: { $figure } { $many } forman una redonda.
quiz-shape-semibreve = Una redonda es una cabeza hueca sin plica.
quiz-shape-minim = Una blanca es una cabeza hueca con plica.
quiz-shape-crotchet = Una negra es una cabeza rellena con plica, sin corchete.
quiz-shape-quaver = Una corchea es una cabeza rellena con plica y un corchete.
quiz-shape-semiquaver = Una semicorchea es una cabeza rellena con plica y dos corchetes.
quiz-shape-demisemiquaver = Una fusa es una cabeza rellena con plica y tres corchetes.
quiz-shape-semidemisemiquaver = Una semifusa es una cabeza rellena con plica y cuatro corchetes.
quiz-explain-how-many = { $count } { $many } forman { $one }, porque { $one } vale { $fa } de redonda y cada { $b } { $fb }.
quiz-explain-part-of = { $count } { $many } forman { $one }, así que cada { $a } vale { $answer } de ella: { $one } vale { $fb } de redonda y cada { $a } { $fa }.
quiz-explain-sum = Suma las partes de redonda: { $sum } = { $answer }.
quiz-explain-count = Cada ficha cuenta la suma de sus dos números, y la mano la suma de sus fichas: { $sum } = { $answer }.
quiz-explain-bar = Un compás de 4/4 contiene una redonda. Las figuras que hay en él forman { $have }, y 1 − { $have } = { $missing }: { $one }.

## La ficha impresa
quiz-worksheet-title = El valor de las figuras
quiz-worksheet-name = Nombre:
quiz-worksheet-answers = Soluciones
quiz-worksheet-footer = Hoja { $sheet } · página { $page } de { $pages }

## Tapping a rhythm: how long each note is held ($lengths: the list of them)
quiz-explain-tap = Mantén cada nota su duración: { $lengths }.
quiz-tap-length-semibreve = una redonda 4 tiempos
quiz-tap-length-minim = una blanca 2 tiempos
quiz-tap-length-crotchet = una negra 1 tiempo
quiz-tap-length-quaver = una corchea medio tiempo
quiz-tap-length-semiquaver = una semicorchea un cuarto de tiempo
quiz-tap-length-demisemiquaver = una fusa un octavo de tiempo
quiz-tap-length-semidemisemiquaver = una semifusa un dieciseisavo de tiempo
