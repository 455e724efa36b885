# Sound (issue 4): status and settings.
audio-no-device = No sound output was found: the game goes on in silence.
audio-starting = Opening the sound output…
audio-settings-title = Sound
audio-settings-enabled = Sound on
audio-settings-volume = Volume: { $percent }%
audio-settings-tempo = Tempo (crotchets per minute)
audio-settings-tempo-value = { $bpm } crotchets a minute
audio-settings-clicks = Click on every crotchet beat
audio-settings-knock = Knock on each play (pip games)
audio-settings-tap-in-game = Offer Tap it after each tablet I lay (Musical Dominoes)
game-tap-it-no-sound = Tap it (needs sound)
audio-hear-line = Hear the line
audio-stop = Stop
