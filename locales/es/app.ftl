app-title = Dominó musical
app-title-with = Dominó musical — { $name }
home-subtitle = El juego de F. S. Gilbert sobre el valor de las figuras
home-continue = Continuar
home-new-game = Nueva partida
home-settings = Ajustes
home-quit = Salir

seat-default-name-1 = Ada
seat-default-name-2 = Ben
seat-default-name-3 = Cleo
seat-default-name-4 = Dan

variant-musical = Dominó musical
variant-block = Doble seis (cierre)
variant-draw = Juego con robo
variant-all-fives = Todos los cincos
variant-all-fives-draw = Todos los cincos con robo
variant-shark = Tiburón
variant-matador = Matador
variant-partnership = Doble seis por parejas
variant-partnership-draw = Juego con robo por parejas

level-beginner = Principiante
level-club = Club
level-expert = Experto

look-baize = Tapete verde
look-dark = Oscuro
look-high-contrast = Alto contraste

new-title = Nueva partida
new-players-title = Jugadores
new-players = { $count } jugadores
new-seat = Puesto { $number }
new-human = Persona
new-names-differ = Cada jugador necesita un nombre propio.
new-name-limit = Un nombre tiene como máximo { $count } caracteres.
new-partnership-note = Los compañeros se sientan enfrente: puestos 1 y 3 contra puestos 2 y 4.
new-end-scoring = Una ronda ganada suma
new-end-scoring-opponents = Los puntos de las otras manos
new-end-scoring-difference = La diferencia con cada otra mano
new-round-to-five = Puntos al final de una ronda
new-round-to-five-no = Tal como se cuentan
new-round-to-five-yes = Redondeados al cinco más cercano
new-partnership-out = Una pareja gana la ronda cuando
new-partnership-out-one = un compañero se queda sin fichas
new-partnership-out-both = los dos compañeros se quedan sin fichas
new-target = Jugar a
new-target-rounds = { $count ->
    [one] ronda ganada
   *[other] rondas ganadas
}
new-target-points = { $count ->
    [one] punto
   *[other] puntos
}
new-target-invalid = El objetivo tiene que ser un número entero mayor que 0.
new-back = Atrás
new-start = Empezar
new-replaces-match = Empezar termina la partida en curso.

settings-title = Ajustes
settings-size = Tamaño: { $percent } %
settings-size-choice = { $percent } %
settings-size-not-offered = No disponible aquí: { $sizes }. Con { $size }, cada pantalla necesita una ventana de al menos { $needed }, y esta mide { $window }.
settings-look = Aspecto
settings-pause = Pausa del ordenador: { $seconds } s

game-led = { $name } salió con la ficha { $tile }
game-played = { $name } jugó la ficha { $tile } a la { $end }
game-rested = { $name } dijo «Paso»
game-drew = { $name } robó { $count ->
    [one] una ficha
   *[other] { $count } fichas
}
game-drew-shown = { $name } robó { $tiles }
game-play-scored = { $play } (+{ $points })
game-scored = { $name } +{ $points }
game-hand-size = { $count ->
    [one] 1 ficha
   *[other] { $count } fichas
}
game-hand-size-tiles = { $count ->
    [one] 1 ficha
   *[other] { $count } fichas
}
game-rounds-won = { $points ->
    [one] 1 ronda ganada
   *[other] { $points } rondas ganadas
}
game-points = { $points ->
    [one] 1 punto
   *[other] { $points } puntos
}
# The score in a slim seat's panel (four seats in one row): as short as it reads.
game-rounds-won-short = { $points ->
    [one] 1 ganada
   *[other] { $points } ganadas
}
game-points-short = { $points ->
    [one] 1 pto.
   *[other] { $points } ptos.
}
game-out = ha terminado
game-partner-out = { $play }: { $name } ha terminado, y { $partner } sigue por los dos
game-option = { $label }: { $choice }
game-option-partnership-one = Una pareja gana la ronda en cuanto un compañero se queda sin fichas.
game-option-partnership-both = Una pareja solo gana la ronda cuando los dos compañeros se quedan sin fichas.
game-round-target = Ronda { $round } · objetivo: { $target } { $unit }
game-over-target = Partida terminada · objetivo: { $target } { $unit }
game-stock = Pozo: { $count }
game-ends-total = Extremos: { $total }
game-ends-none = Extremos: –
game-open-hands = Mostrar todas las manos
game-hide-hands = Ocultar las manos
game-hands-folded = Las manos abiertas se han cerrado: esta ventana no tiene sitio para ellas y la línea. Una ventana más grande o un tamaño menor las muestra.
game-home = Inicio
game-rest = Paso
game-draw = Robar
game-choose-end = ¿En qué extremo?
game-end-choice = A la { $end }
game-end-outward = A la { $end }, { $half } hacia fuera
game-end-group = A la { $end }:
game-outward = { $half } hacia fuera
game-cancel = Cancelar
game-your-turn = { $name }, te toca
game-computer-turn = { $name } está pensando…
game-no-fit = La ficha { $tile } no encaja en ningún extremo: los extremos son { $left } y { $right }
game-no-fit-both = La ficha { $tile } no encaja: los dos extremos piden { $face ->
    [notes] una
   *[pips] un
} { $end }
game-no-fit-matador = La ficha { $tile } no encaja: una mitad debe sumar 7 con su extremo, así que { $count ->
    [one] los extremos piden un { $first }
   *[other] los extremos piden un { $first } o un { $second }
}; o un matador ({ $matadores }), que va en cualquier extremo
game-no-fit-matador-blank = La ficha { $tile } no encaja: un extremo blanco solo admite un matador ({ $matadores })
game-must-lead = La ficha { $tile } no puede salir: debe salir la ficha { $lead }
game-your-turn-rest = { $name }, no encaja nada: di «Paso» (Espacio)
game-your-turn-draw = { $name }, no encaja nada: roba una ficha (Espacio)
game-your-turn-draw-tiles = { $name }, no encaja nada: roba una ficha (Espacio)
game-hand-of = Fichas de { $name }
game-hand-of-tiles = Fichas de { $name }

end-left = izquierda
end-right = derecha

cover-turn = Le toca a { $name }
cover-others-look-away = Que los demás no miren, por favor.
cover-show = Mostrar las fichas de { $name }
cover-show-tiles = Mostrar las fichas de { $name }

end-tie = Empate: las manos más bajas suman lo mismo
end-out = { $names } { $count ->
    [one] se quedó sin fichas y gana la ronda
   *[other] se quedaron sin fichas y ganan la ronda
}
end-out-partner = { $out } se quedó sin fichas: { $names } ganan la ronda
end-blocked = { $names } { $count ->
    [one] gana la ronda cerrada
   *[other] ganan la ronda cerrada
}
end-target = Objetivo alcanzado: { $names }
end-blocked-explain = Nadie podía jugar: se muestran y se cuentan las manos, y gana la suma más baja.
end-blocked-explain-tiles = Nadie podía jugar: se muestran las manos y se cuentan sus puntos, y gana la suma más baja.
end-points = +{ $points }
end-points-award = Al final de la ronda, { $names } { $count ->
    [one] sumó
   *[other] sumaron
} { $points }{ $inplay ->
    [yes] , más { $play } jugando: { $total } en total
   *[no] {""}
}.
end-points-award-rounded = Al final de la ronda, { $names } { $count ->
    [one] sumó
   *[other] sumaron
} { $points } ({ $counted } redondeado al cinco más cercano){ $inplay ->
    [yes] , más { $play } jugando: { $total } en total
   *[no] {""}
}.
end-points-target = El objetivo se alcanzó jugando: el final de la ronda no da puntos.
end-points-note = { $kind ->
    [play] El número tras + es lo que cada uno ha sumado en esta ronda: al jugar y al final.
    [rounds] +1 significa una ronda ganada más; +0, ninguna.
   *[end] El número tras + es lo que cada uno ha sumado en esta ronda.
}
end-side-count = { $names } juntos: { $sum }
end-match-tie = La partida termina en empate
end-match-score = Resultado final: { $scores }
end-score-so-far = Marcador: { $scores } · objetivo: { $target } { $unit }
end-match-won = ¡{ $names } { $count ->
    [one] gana la partida!
   *[other] ganan la partida!
}
end-new-game = Nueva partida
end-next-round = Siguiente ronda
end-see-table = Ver la mesa
end-back-to-count = Volver al recuento
game-lead-any = { $name } sale: cualquier ficha puede abrir la línea
game-lead-rule = { $name } tiene la ficha { $tile } y debe salir con ella
names-and = { $first } y { $last }
notice-file-set-aside = No se ha podido usar { $file } ({ $reason }). Se ha guardado como { $kept } y la aplicación arranca sin él.
notice-file-partly-used = No se ha podido usar una parte de { $file } ({ $reason }). Esa parte empieza de nuevo y el resto se conserva; el archivo original se ha guardado como { $kept }.
notice-file-unreadable = No se ha podido leer { $file } ({ $reason }); la aplicación arranca sin él.
notice-dismiss = Aceptar
notice-why-not-ordinary = no es un archivo normal
notice-why-unreadable = no se puede leer: { $detail }
notice-why-too-large = ocupa más de 10 MB
notice-why-damaged = está dañado o cortado en la línea { $line }, columna { $column }
notice-why-newer = lo escribió una versión más reciente de la aplicación, formato { $format }
notice-why-not-object = no está organizado como lo escribe la aplicación
notice-why-wrong-shape = tiene una forma incorrecta: { $detail }
notice-why-no-replay = sus jugadas no se pueden reproducir: { $detail }
notice-why-seats = sus puestos no coinciden con sus jugadores
notice-part-language = idioma
notice-part-look = aspecto
notice-part-size = tamaño
notice-part-pause = pausa del ordenador
notice-part-tap-offset = desfase de los toques
notice-part-tap-in-game = Tócala en la partida
notice-part-sound = sonido
notice-part-ui = ajustes de pantalla y sonido
notice-part-new-game = elecciones de «Nueva partida»
notice-part-quiz = configuración del cuestionario
notice-part-pupils = progreso de todos los alumnos
notice-part-pupil = progreso de { $name }
notice-part-answers = { $count ->
    [one] una respuesta de { $name }
   *[other] { $count } respuestas de { $name }
}
game-hint = Pista
game-tap-it = Tócala
game-tap-title = Toca la ficha que has puesto
game-tap-close = Volver a la partida
game-hint-move = { $tile } a la { $end }
game-hint-move-outward = { $tile } a la { $end }, { $half } hacia fuera
game-hint-text = Pista: { $move }. { $reason }
home-print = Imprimir la lámina
print-title = Imprimir la lámina de fichas
print-paper = Papel
print-pips = Puntos en lugar de figuras (para los juegos de puntos)
print-rules = Añadir una página con las reglas
print-format = Formato
print-file = Guardar como
print-save = Guardar
print-open = Abrir
print-saving = Guardando…
print-saved = Guardado: { $files }
print-failed = No se guardó: { $reason }
print-preparing = Preparando la vista previa…
print-a4 = A4
print-letter = Carta (EE. UU.)
print-pdf = PDF
print-png = PNG (300 ppp)
print-svg = SVG
settings-language = Idioma
settings-language-system = Idioma del sistema
settings-language-name = Español
notice-save-failed = No se pudo guardar ({ $reason }). La partida sigue; se guardará de nuevo tras la próxima jugada.
notice-quit-unsaved = No se pudo guardar la partida en curso ({ $reason }). Pulsa «Salir» otra vez para irte sin ella.
notice-play-keeps-saved = Tu partida en curso se conserva: esta partida, abierta desde la línea de órdenes, no se guarda encima de ella.
notice-settings-save-failed = No se han podido guardar los ajustes ({ $reason }). Se aplican por ahora y se guardarán de nuevo en el próximo cambio.
print-open-failed = No se ha podido abrir { $file }: { $reason }
print-no-path = Escribe un nombre de archivo o elige uno con «Guardar como…».
