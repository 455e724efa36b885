# Le tableau imprimé des dominos (src/chart).

## Sur le tableau
chart-title = Dominos musicaux
chart-subtitle = Les 28 dominos, { $width } × { $height } mm chacun en taille réelle (100 %). Découpe le long des pointillés et colle chaque domino sur du carton.
chart-key = Légende : chaque chiffre indique combien de ces notes font une ronde.
chart-pips-title = Dominos
chart-pips-subtitle = Un jeu double-six de 28 dominos, { $width } × { $height } mm chacun en taille réelle (100 %). Découpe le long des pointillés et colle chaque domino sur du carton.
chart-credit = D’après la planche des « Musical Dominoes » de F. S. Gilbert.

## La page des règles (Dominos musicaux)
chart-rules-title = Comment jouer aux Dominos musicaux
chart-rules-tablets-head = Les dominos
chart-rules-tablets = Chaque moitié d’un domino montre une note et son chiffre : combien de ces notes font une ronde. La noire vaut 4, car quatre noires font une ronde.
chart-rules-players-head = Les joueurs
chart-rules-players = On joue à deux ou à quatre. À quatre, on forme deux équipes, les partenaires assis face à face.
chart-rules-deal-head = La distribution
chart-rules-deal = Retourne les dominos face cachée. Chaque joueur en tire six ; les autres restent face cachée et ne servent pas.
chart-rules-play-head = Le jeu
chart-rules-play = Le premier joueur pose n’importe quel domino. On joue ensuite vers la gauche. Chaque joueur doit fournir : poser un domino dont la note est la même que celle de l’un des deux bouts libres, une noire seulement sur une noire. Un double se pose en travers et laisse la même note libre. Le joueur qui ne peut pas fournir dit « Passe ».
chart-rules-win-head = Pour gagner
chart-rules-win = Le premier joueur qui a posé tous ses dominos gagne ; à quatre, la première équipe dont les deux partenaires ont fini. Si tous les joueurs disent « Passe », on montre les mains et on les compte d’après leurs chiffres, la ronde comptant un. Le plus petit total gagne.
chart-rules-example-head = Un exemple
chart-rules-example = Une chaîne : chaque domino est posé contre la même note, et un double se place en travers. Ici, noire–croche a ouvert ; les croches se sont rencontrées, puis les blanches. Les bouts ouverts sont maintenant une noire et une ronde.

## La page des règles (jeux à points)
chart-pips-rules-title = Comment jouer à la partie bloquée et à la partie avec pioche
chart-pips-rules-deal-head = La distribution
chart-pips-rules-deal = Retourne les dominos face cachée. À deux, chaque joueur en tire sept ; à trois ou quatre, chacun en tire cinq. Dans la partie bloquée, les autres ne servent pas ; dans la partie avec pioche, ils forment la pioche.
chart-pips-rules-lead-head = L’entame
chart-pips-rules-lead = Celui qui a le double le plus fort le pose en premier ; si personne n’a de double, celui qui a le domino le plus lourd commence avec celui-ci.
chart-pips-rules-play-head = Le jeu
chart-pips-rules-play = On joue vers la gauche. Pose un domino dont une moitié a autant de points que l’un des deux bouts libres ; un double se pose en travers. Dans la partie bloquée, le joueur qui ne peut pas jouer dit « Passe » ; dans la partie avec pioche, il pioche jusqu’à pouvoir jouer ou jusqu’à ce que la pioche soit vide.
chart-pips-rules-win-head = Pour gagner
chart-pips-rules-win = Le premier joueur qui a posé tous ses dominos gagne et marque les points restés dans les autres mains. Si personne ne peut jouer, le plus petit total de points gagne.
chart-pips-rules-example-head = Un exemple
chart-pips-rules-example = Une chaîne : chaque domino est posé contre le même nombre, et un double se place en travers. Ici, le 3–3 a ouvert, le plus haut double distribué ; le 2–3 a été posé à sa gauche, le 3–1 à sa droite, puis le 1–0. Les bouts ouverts sont maintenant un deux et un blanc.

## L’écran « Imprimer le tableau »
chart-print = Imprimer la planche
chart-paper = Papier
chart-paper-a4 = A4
chart-paper-letter = Lettre US
chart-format = Format
chart-format-pdf = PDF
chart-format-png = Image PNG
chart-format-svg = Dessin SVG
chart-dpi = Résolution (points par pouce)
chart-language = Langue
chart-pips-option = Dominos à points (un jeu double-six) au lieu des notes
chart-rules-option = Ajouter une page de règles
chart-preview = Aperçu
chart-save = Enregistrer…
chart-open = Ouvrir
chart-saved = { $path } enregistré
chart-save-failed = Impossible d’enregistrer la planche : { $reason }
