# Sonido (incidencia 4): estado y ajustes.
audio-no-device = No se ha encontrado ninguna salida de sonido: la partida sigue en silencio.
audio-starting = Abriendo la salida de sonido…
audio-settings-title = Sonido
audio-settings-enabled = Sonido activado
audio-settings-volume = Volumen: { $percent } %
audio-settings-tempo = Tempo (negras por minuto)
audio-settings-tempo-value = { $bpm } negras por minuto
audio-settings-clicks = Un clic en cada pulso de negra
audio-settings-knock = Un golpe en cada jugada (juegos de puntos)
audio-settings-tap-in-game = Ofrecer «Tócala» tras cada ficha que pongo (Dominó musical)
game-tap-it-no-sound = Tócala (necesita sonido)
audio-hear-line = Escuchar la línea
audio-stop = Parar
