# La lámina impresa de fichas (src/chart).

## En la lámina
chart-title = Dominó musical
chart-subtitle = Las 28 fichas, de { $width } × { $height } mm cada una a tamaño real (100 %). Recorta por las líneas discontinuas y pega cada ficha en una cartulina.
chart-key = Clave: cada número indica cuántas figuras de ese tipo forman una redonda.
chart-pips-title = Dominó
chart-pips-subtitle = Un juego de doble seis con 28 fichas, de { $width } × { $height } mm cada una a tamaño real (100 %). Recorta por las líneas discontinuas y pega cada ficha en una cartulina.
chart-credit = Según la lámina de «Musical Dominoes» de F. S. Gilbert.

## La página de reglas (Dominó musical)
chart-rules-title = Cómo se juega al dominó musical
chart-rules-tablets-head = Las fichas
chart-rules-tablets = Cada mitad de una ficha muestra una figura y su número: cuántas figuras de ese tipo forman una redonda. La negra vale 4, porque cuatro negras forman una redonda.
chart-rules-players-head = Jugadores
chart-rules-players = Pueden jugar dos o cuatro. Cuatro juegan en dos parejas, con los compañeros sentados uno enfrente del otro.
chart-rules-deal-head = El reparto
chart-rules-deal = Se ponen las fichas boca abajo. Cada jugador coge seis; las demás se quedan boca abajo y no se usan.
chart-rules-play-head = El juego
chart-rules-play = El primer jugador sale con cualquier ficha. El turno pasa hacia la izquierda. Cada jugador tiene que seguir la figura: colocar una ficha cuya figura coincida con la de uno de los dos extremos abiertos, una negra solo junto a una negra. Los dobles se colocan atravesados y dejan abierta la misma figura. Quien no puede seguir dice «Paso».
chart-rules-win-head = Cómo se gana
chart-rules-win = Gana el primer jugador que se queda sin fichas; con cuatro, la primera pareja en la que ambos compañeros se han quedado sin fichas. Si todos los jugadores dicen «Paso», se muestran las manos y se cuentan por sus números, y la redonda cuenta uno. Gana la suma más baja.
chart-rules-example-head = Un ejemplo
chart-rules-example = Una línea de juego: cada ficha se coloca junto a la misma figura, y un doble va atravesado. Aquí se salió con negra–corchea; se unieron las corcheas y luego las blancas. Los extremos abiertos son ahora una negra y una redonda.

## La página de reglas (juegos de puntos)
chart-pips-rules-title = Cómo se juega al juego de cierre y al de robo
chart-pips-rules-deal-head = El reparto
chart-pips-rules-deal = Se ponen las fichas boca abajo. Con dos jugadores, cada uno coge siete; con tres o cuatro, cada uno coge cinco. En el juego de cierre, las demás no se usan; en el de robo, forman el pozo.
chart-pips-rules-lead-head = La salida
chart-pips-rules-lead = Sale quien tenga el doble más alto, con ese doble; si nadie tiene un doble, sale quien tenga la ficha más pesada, con esa ficha.
chart-pips-rules-play-head = El juego
chart-pips-rules-play = El turno pasa hacia la izquierda. Coloca una ficha cuya mitad tenga los mismos puntos que uno de los dos extremos abiertos; los dobles se colocan atravesados. En el juego de cierre, quien no puede jugar dice «Paso»; en el de robo, roba del pozo hasta que puede jugar o el pozo se queda vacío.
chart-pips-rules-win-head = Cómo se gana
chart-pips-rules-win = Gana el primer jugador que se queda sin fichas, y suma los puntos que quedan en las otras manos. Si nadie puede jugar, gana la suma de puntos más baja.
chart-pips-rules-example-head = Un ejemplo
chart-pips-rules-example = Una línea de juego: cada ficha se coloca junto al mismo número, y un doble va atravesado. Aquí se salió con el 3–3, el doble más alto repartido; a su izquierda se puso el 2–3, a su derecha el 3–1 y luego el 1–0. Los extremos abiertos son ahora un dos y un blanco.

## La pantalla «Imprimir lámina»
chart-print = Imprimir lámina
chart-paper = Papel
chart-paper-a4 = A4
chart-paper-letter = Carta (EE. UU.)
chart-format = Formato
chart-format-pdf = PDF
chart-format-png = Imagen PNG
chart-format-svg = Dibujo SVG
chart-dpi = Resolución (puntos por pulgada)
chart-language = Idioma
chart-pips-option = Fichas con puntos (un juego de doble seis) en lugar de figuras
chart-rules-option = Añadir una página de reglas
chart-preview = Vista previa
chart-save = Guardar…
chart-open = Abrir
chart-saved = Guardado: { $path }
chart-save-failed = No se ha podido guardar la lámina: { $reason }
