# La pantalla «Reglas»: las reglas de cada variante (RULES.md, sección 4) y los consejos de la
# fuente para jugar bien (seed 003). Los nombres de las figuras vienen de music.ftl.
rules-title = Reglas
rules-strategy = Jugar bien
rules-head-players = Jugadores y reparto
rules-head-lead = La salida
rules-head-play = El juego
rules-head-score = Cómo se gana y se puntúa
rules-head-example = Por ejemplo

rules-musical-players = Juegan dos o cuatro; cuatro juegan en dos parejas, con los compañeros sentados uno enfrente del otro. Cada jugador coge seis fichas; las demás se quedan boca abajo y no se usan.
rules-musical-lead = El primer jugador sale con cualquier ficha. En cada ronda nueva sale el siguiente jugador, siguiendo el orden de la mesa.
rules-musical-play = El turno pasa hacia la izquierda. Hay que seguir la figura: colocar una ficha cuya figura coincida con la de uno de los dos extremos abiertos —una negra solo junto a una negra—. Los dobles se colocan atravesados y dejan abierta otra vez la misma figura. Quien no puede seguir dice «Paso».
rules-musical-score = Gana la ronda el primer jugador que se queda sin fichas; con cuatro, la pareja cuyos dos jugadores se quedan antes sin fichas. Si nadie puede seguir, se muestran las manos y se cuentan por sus números —la redonda cuenta 1; la semifusa, 64— y gana la suma más baja. Cada ronda ganada vale un punto.
rules-musical-example = Junto a la negra del extremo derecho se colocó una corchea y luego, atravesado, el doble de corchea: vuelve a quedar abierta una corchea.

rules-block-players = Dos juegan con siete fichas cada uno; tres o cuatro, con cinco cada uno. Las demás no se usan: nadie roba. Cuatro pueden jugar también en dos parejas, con los compañeros enfrente, con siete fichas cada uno: de entrada, una pareja gana la ronda en cuanto un compañero se queda sin fichas.
rules-block-lead = Sale quien tenga el doble más alto, con ese doble. Si no se ha repartido ningún doble, sale quien tenga la ficha más pesada, con esa ficha.
rules-block-play = El turno pasa hacia la izquierda. Se coloca una ficha cuya mitad tenga los mismos puntos que uno de los dos extremos abiertos; los dobles se colocan atravesados. Quien no puede jugar dice «Paso».
rules-block-score = Gana el primer jugador que se queda sin fichas, y suma los puntos que quedan en las otras manos. Si nadie puede jugar, gana la suma de puntos más baja, que suma igualmente los puntos de las otras manos. En «Nueva partida» se puede elegir en su lugar la diferencia con cada otra mano.
rules-block-example = El 6-4 se colocó junto al 6 del doble seis; quedan abiertos un 4 y un 6.

rules-draw-players = Como en el juego de cierre: siete fichas cada uno con dos jugadores, cinco cada uno con tres o cuatro. Las demás forman el pozo. Cuatro pueden jugar también en dos parejas, con los compañeros enfrente, con cinco fichas cada uno y el resto en el pozo: de entrada, una pareja gana la ronda en cuanto un compañero se queda sin fichas.
rules-draw-lead = Como en el juego de cierre: el doble más alto o, si no, la ficha más pesada.
rules-draw-play = Como en el juego de cierre, pero quien no puede jugar roba del pozo, de una en una, hasta que le sirva una o el pozo se quede vacío; la ficha que sirve se juega enseguida. Solo con el pozo vacío se dice «Paso».
rules-draw-score = Gana el primer jugador que se queda sin fichas, y suma los puntos que quedan en las otras manos. Si nadie puede jugar, gana la suma de puntos más baja, que suma igualmente los puntos de las otras manos. En «Nueva partida» se puede elegir en su lugar la diferencia con cada otra mano.
rules-draw-example = Los extremos muestran 5 y 3: quien no tiene ninguno de los dos roba hasta que sale un 5 o un 3.

rules-all-fives-players = Dos juegan con siete fichas cada uno (tres o cuatro, con cinco cada uno). Nadie roba.
rules-all-fives-lead = Sale quien tenga el 5-5, con él; si no, quien tenga el 0-5; si no, quien tenga el 2-3; si no, sale quien tenga la ficha más pesada, con esa ficha.
rules-all-fives-play = Las fichas se colocan por puntos iguales, como en el juego de cierre. Después de cada jugada, incluida la salida, se suman los puntos de los dos extremos: un doble atravesado en un extremo cuenta sus dos mitades. Si la suma es 5, 10, 15 o cualquier otro múltiplo de cinco, se la anota el jugador que acaba de jugar.
rules-all-fives-score = El primer jugador que se queda sin fichas suma a su puntuación los puntos de todas las demás manos; si nadie puede jugar, la mano más baja suma la diferencia con cada una de las otras. El primero que llega al objetivo (100 puntos, salvo que «Nueva partida» fije otro) gana la partida, incluso a mitad de una ronda. En «Nueva partida» se pueden redondear estos puntos de final de ronda al cinco más cercano.
rules-all-fives-example = El doble seis atravesado cuenta 12, y el 4-4 del otro extremo, 8: veinte puntos.

rules-all-fives-draw-players = Como en «Todos los cincos», pero las fichas que no se reparten forman un pozo.
rules-all-fives-draw-lead = Como en «Todos los cincos»: el 5-5; si no, el 0-5; si no, el 2-3; si no, la ficha más pesada.
rules-all-fives-draw-play = Como en «Todos los cincos», pero quien no puede jugar roba del pozo hasta que le sirva una ficha, y la juega; solo con el pozo vacío se dice «Paso».
rules-all-fives-draw-score = Se puntúa como en «Todos los cincos»: los múltiplos de cinco en los extremos después de cada jugada y, al final, los puntos que quedan en las otras manos.
rules-all-fives-draw-example = El 5-5 de salida anota 10; el 0-5 colocado junto a él deja los extremos en 10 y 0: diez más.

rules-shark-players = Juegan dos con once fichas cada uno; las otras seis no se usan. Nadie roba.
rules-shark-lead = Quien tenga el doble seis lo coloca; si no, quien tenga el siguiente doble más alto.
rules-shark-play = Las fichas se colocan por puntos iguales, como en el juego de cierre, pero los dobles van a lo largo, en línea, y en un extremo cuentan solo una mitad. Después de cada jugada, si los dos extremos suman un múltiplo de cinco, el jugador se lo anota.
rules-shark-score = Tanto si alguien se queda sin fichas como si el juego se cierra, el ganador (el que se quedó sin fichas, o la mano más baja) se anota los puntos de la otra mano menos los suyos, redondeados al múltiplo de cinco más cercano. El primero que llega al objetivo gana la partida en el acto.
rules-shark-example = El doble tres está a lo largo y cuenta 3 en su extremo; con un 2 en el otro extremo, los extremos suman 5.

rules-matador-players = Juegan de dos a cuatro, con tres fichas cada uno; las demás forman el pozo.
rules-matador-lead = Sale quien tenga la ficha más pesada, con esa ficha.
rules-matador-play = Una ficha encaja donde las mitades que se tocan suman siete: un 2 junto a un 5. Los matadores —6-1, 5-2, 4-3 y 0-0— pueden jugarse en cualquier extremo y en cualquier momento, con cualquiera de sus mitades hacia fuera. Un doble deja abierto su propio número: el 3-3 puesto junto a un 4 deja un 3. Un extremo en blanco solo admite un matador. Quien no puede jugar roba hasta que le sirva una ficha o queden dos fichas en el pozo, y entonces dice «Paso».
rules-matador-score = Gana el primer jugador que se queda sin fichas; si nadie puede jugar, gana la suma de puntos más baja. El ganador se anota los puntos de todas las demás manos.
rules-matador-example = El 3-5 se colocó con su 3 junto al 4: tres y cuatro suman siete.

rules-strategy-intro = La habilidad está sobre todo en la memoria, pero un viejo libro de dominó da estos consejos al principiante:
rules-strategy-1 = Coloca fichas que te permitan jugar en cualquiera de los dos extremos la próxima vez.
rules-strategy-2 = Juega primero tus fichas más pesadas —en el dominó musical, las figuras breves: una semifusa cuenta 64— para que, si el juego se cierra, tu suma sea baja.
rules-strategy-3 = Juega a los números (o figuras) de los que más tienes: es probable que tu rival tenga menos.
rules-strategy-4 = No cierres el juego mientras tu mano sea la más pesada: bien puede ser que tu rival sume menos.
rules-strategy-5 = Juega pronto un doble cuando tengas otras fichas de su número, pero que no se note que lo estás esperando.
rules-strategy-6 = Si tienes el doble de un extremo en el que tu rival no puede jugar, juega por el otro extremo para dejarlo fuera.
rules-strategy-7 = Con una mano pesada, juega primero en un extremo y luego en el otro, para que el juego no pueda cerrarse en tu contra.
rules-strategy-8 = En los juegos en que se anotan los extremos, llévate los puntos cuando los extremos sumen un múltiplo de cinco, y evita dejarle puntos fáciles a tu rival.
rules-strategy-good-hand = Una buena mano tiene la mayor variedad de números: por lo general puedes jugar siempre.
rules-strategy-bad-hand = Una mala mano: muchos dobles y pocos números.
rules-strategy-as-tablets = Cada mano aparece dos veces: con puntos, y con los mismos números en notas, como los juega el dominó musical (el blanco es una redonda, el uno una blanca, y así hasta el seis, la semifusa).
