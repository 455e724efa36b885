# Las pantallas del cuestionario (src/ui/screen/quiz.rs): preparar una ronda, responder, los resultados. Los nombres de las figuras vienen de music.ftl.
home-quiz = Cuestionario
quiz-title = Cuestionario: el valor de las figuras
quiz-explain = Preguntas sobre las figuras como partes de una redonda. Quien juega con su nombre guarda su progreso: lo que falla vuelve a salir antes.
quiz-pupil = ¿Quién juega?
quiz-pupil-placeholder = Nombre del alumno
quiz-pupil-explain = Deja el nombre vacío para jugar sin guardar el progreso.
quiz-team-play = Una clase por equipos
quiz-team-count = { $count } equipos
quiz-team-default-1 = Rojo
quiz-team-default-2 = Azul
quiz-team-default-3 = Verde
quiz-team-default-4 = Oro
quiz-teams-differ = Cada equipo necesita un nombre propio.
quiz-kinds = Preguntas
quiz-length = Cuántas preguntas
quiz-length-value = { $count } preguntas
quiz-length-teams = { $count } preguntas: { $each } para cada equipo
quiz-time-limit = Tiempo para cada pregunta
quiz-time-none = Sin límite
quiz-time-seconds = { $seconds } s
quiz-answer-by = Forma de responder
quiz-answer-choose = Elegir
quiz-answer-type = Escribir
quiz-no-kinds = Elige al menos un tipo de pregunta.
quiz-start = Empezar
quiz-question-of = Pregunta { $n } de { $count }
quiz-score-streak = Aciertos { $score } · seguidos { $streak }
quiz-team-to-answer = Le toca responder a { $team }
quiz-team-score = { $right } de { $answered }
quiz-hear-again = Escuchar otra vez
quiz-type-number = Un número o una fracción, como 3/8
quiz-type-whole = Un número entero, como 12
quiz-type-note = El nombre de la figura
quiz-submit = Responder
quiz-not-understood-number = Escribe un número entero o una fracción, como 3/8.
quiz-not-understood-whole = Escribe un número entero, como 12.
quiz-not-understood-note = Escribe el nombre de una figura, como «negra».
quiz-did-you-mean = ¿Querías decir «{ $name }»? Escríbelo otra vez.
quiz-right = ¡Correcto!
quiz-wrong = No del todo: la respuesta es { $answer }.
quiz-wrong-glyph = No del todo: esa es { $given }. La respuesta es { $answer }.
quiz-timed-out = Se acabó el tiempo: la respuesta es { $answer }.
quiz-seconds-left = Quedan { $seconds } s
quiz-next = Siguiente pregunta
quiz-see-results = Ver los resultados
quiz-stop = Terminar la ronda
quiz-results = Resultados
quiz-results-score = Aciertos: { $score } de { $count }
quiz-results-streak = Racha más larga de aciertos: { $streak }
quiz-results-time = Tiempo por respuesta: { $seconds } s de media
quiz-results-leaders = { $count ->
    [one] Ganador: { $names }
   *[other] Victoria compartida: { $names }
}
quiz-results-no-winner = Ningún equipo ha acertado: nadie gana esta ronda.
quiz-results-uneven = Terminada antes de tiempo: no todos los equipos tuvieron los mismos turnos, así que nadie gana esta ronda.
quiz-results-by-note = Aciertos por figura
quiz-results-right-of = { $right } de { $asked }
quiz-results-not-asked = sin preguntar
quiz-results-kept = Se ha guardado el progreso de { $name }.
quiz-again = Jugar otra vez
quiz-change = Cambiar los ajustes
quiz-results-saving = Guardando el progreso de { $name }…
quiz-results-not-kept = No se ha podido guardar el progreso de { $name }: { $reason }
quiz-no-data-folder = no hay ninguna carpeta donde guardarlo
quiz-cannot-hear = Aquí no se puede oír ningún sonido (no hay salida o el sonido está apagado en Ajustes): se omiten la escucha y los ritmos para tocar.

## A pupil's progress
quiz-progress-open = Progreso de { $name }
quiz-progress-title = Progreso de { $name }
quiz-progress-rounds = { $rounds ->
    [one] 1 ronda terminada
   *[other] { $rounds } rondas terminadas
}
quiz-progress-explain = Cada pregunta espera en una caja: la 1 vuelve cada ronda, la 2 cada dos rondas, la 3 cada cuatro, la 4 cada ocho, la 5 cada dieciséis. Un acierto la sube una caja, un fallo la devuelve a la 1. Un guion (–) marca una pregunta aún no hecha; una casilla vacía, una que ese tipo nunca hace.
quiz-progress-practise = Para practicar
quiz-progress-nothing-to-practise = Nada fallado últimamente.
quiz-progress-item = { $kind }: { $note }
quiz-progress-more = y { $count } más
quiz-worksheet-button = Imprimir como hoja de ejercicios (PDF)…
quiz-worksheet-saved = Hoja guardada: { $path }
quiz-worksheet-failed = La hoja no se guardó: { $reason }
quiz-worksheet-at-most = Una hoja de ejercicios admite como mucho { $count } preguntas: se imprime con { $count }.

## Tapping a rhythm (tap questions) and calibrating it ($ms: milliseconds; $held, $beats: beats, as decimals)
quiz-tap-how = Pulsa la barra espaciadora, o el panel, para empezar: un compás de clics te da la entrada; luego pulsa al comienzo de cada nota y suelta al final.
quiz-tap-hear = Escuchar
quiz-tap-tempo = Tempo: { $bpm } negras por minuto.
quiz-tap-slowed = Tempo: { $bpm } negras por minuto, más lento que tus { $asked } para que la nota más corta dure al menos 0,2 segundos.
quiz-tap-pad-start = Pulsa para empezar
quiz-tap-pad-listen = Escucha…
quiz-tap-pad-tap = ¡Toca!
quiz-tap-pad-again = Pulsa para repetir
quiz-tap-first-counts = Solo el primer intento cuenta para la puntuación; repite cuantas veces quieras.
quiz-tap-all-right = Cada nota empezó a tiempo y se mantuvo su duración.
quiz-tap-right-count = { $right } de { $count } notas bien.
quiz-tap-early = La { $note } (nota { $n }) empezó demasiado pronto, por { $ms } ms.
quiz-tap-late = La { $note } (nota { $n }) empezó demasiado tarde, por { $ms } ms.
quiz-tap-short = La { $note } (nota { $n }) se soltó demasiado pronto: la mantuviste { $held } tiempos de { $beats }.
quiz-tap-long = La { $note } (nota { $n }) se mantuvo demasiado: la mantuviste { $held } tiempos de { $beats }.
quiz-tap-missing = La { $note } (nota { $n }) no se tocó.
# Past four sentences about notes, one brief line a note ($what: the parts below, joined by "; ")
quiz-tap-brief-note = Nota { $n }: { $what }.
quiz-tap-brief-early = { $ms } ms antes de tiempo
quiz-tap-brief-late = { $ms } ms tarde
quiz-tap-brief-missing = no se tocó
quiz-tap-brief-short = soltada antes de tiempo ({ $held } de { $beats } tiempos)
quiz-tap-brief-long = mantenida de más ({ $held } de { $beats } tiempos)
quiz-tap-extra = { $count ->
    [one] Una pulsación de más, donde no empezaba ninguna nota.
   *[other] { $count } pulsaciones de más, donde no empezaba ninguna nota.
}
quiz-tap-legend = Arriba, las notas; abajo, tus pulsaciones: demasiado pronto o tarde en el color claro, demasiado cortas o largas marcadas al final.
quiz-calibrate-open = Calibrar los toques…
quiz-calibrate-no-sound = Para calibrar hace falta sonido: se toca al compás de unos clics.
quiz-calibrate-title = Calibrar los toques
quiz-calibrate-how = Pulsa la barra espaciadora, o el panel, para empezar ocho clics, y toca en cada uno. La aplicación mide con cuánto retraso llegan tus toques en este ordenador y lo descuenta al corregir.
quiz-calibrate-late = Tus toques llegan { $ms } ms después de los clics: ahora se descuenta de cada toque.
quiz-calibrate-early = Tus toques llegan { $ms } ms antes de los clics: ahora se suma a cada toque.
quiz-calibrate-too-few = Solo { $count } de los 8 clics tuvieron un toque cerca: inténtalo otra vez.
quiz-calibrate-kept = Desfase de los toques: { $ms } ms.
quiz-calibrate-reset = Poner a 0
