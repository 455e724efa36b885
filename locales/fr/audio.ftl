# Son (ticket 4) : état et réglages.
audio-no-device = Aucune sortie audio trouvée : la partie continue en silence.
audio-starting = Ouverture de la sortie son…
audio-settings-title = Son
audio-settings-enabled = Son activé
audio-settings-volume = Volume : { $percent } %
audio-settings-tempo = Tempo (noires par minute)
audio-settings-tempo-value = { $bpm } noires par minute
audio-settings-clicks = Un clic à chaque temps (noire)
audio-settings-knock = Un toc à chaque coup (jeux à points)
audio-settings-tap-in-game = Proposer « Tape-le » après chaque domino que je pose (Dominos musicaux)
game-tap-it-no-sound = Tape-le (il faut du son)
audio-hear-line = Écouter la chaîne
audio-stop = Arrêter
