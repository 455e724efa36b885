# Audio (segnalazione 4): stato e impostazioni.
audio-no-device = Nessuna uscita audio trovata: il gioco continua in silenzio.
audio-starting = Apertura dell’uscita audio…
audio-settings-title = Audio
audio-settings-enabled = Audio attivo
audio-settings-volume = Volume: { $percent } %
audio-settings-tempo = Tempo (semiminime al minuto)
audio-settings-tempo-value = { $bpm } semiminime al minuto
audio-settings-clicks = Un clic su ogni battito di semiminima
audio-settings-knock = Un colpo a ogni mossa (giochi a punti)
audio-settings-tap-in-game = Offrire «Battila» dopo ogni tessera che metto (Domino musicale)
game-tap-it-no-sound = Battila (serve l'audio)
audio-hear-line = Ascolta la fila
audio-stop = Ferma
