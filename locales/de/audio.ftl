# Ton (Issue 4): Status und Einstellungen.
audio-no-device = Keine Tonausgabe gefunden: Das Spiel läuft ohne Ton weiter.
audio-starting = Tonausgabe wird geöffnet …
audio-settings-title = Ton
audio-settings-enabled = Ton an
audio-settings-volume = Lautstärke: { $percent } %
audio-settings-tempo = Tempo (Viertelnoten pro Minute)
audio-settings-tempo-value = { $bpm } Viertel pro Minute
audio-settings-clicks = Klick auf jeden Viertelschlag
audio-settings-knock = Klopfen bei jedem Zug (Augenspiele)
audio-settings-tap-in-game = Nach jedem gelegten Stein „Nachtippen“ anbieten (Musikdomino)
game-tap-it-no-sound = Nachtippen (braucht Ton)
audio-hear-line = Kette anhören
audio-stop = Stopp
