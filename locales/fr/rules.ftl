# L’écran « Règles » : les règles de chaque variante (RULES.md, section 4) et les conseils de la
# source pour bien jouer (seed 003). Les noms des notes viennent de music.ftl.
rules-title = Règles
rules-strategy = Bien jouer
rules-head-players = Joueurs et distribution
rules-head-lead = L’entame
rules-head-play = Le jeu
rules-head-score = Gagner et marquer
rules-head-example = Par exemple

rules-musical-players = On joue à deux ou à quatre ; à quatre, on forme deux équipes, les partenaires assis face à face. Chaque joueur prend six dominos ; les autres restent face cachée et ne servent pas.
rules-musical-lead = Le premier joueur pose n’importe quel domino. À chaque nouvelle manche, c’est le joueur suivant autour de la table qui entame.
rules-musical-play = On joue vers la gauche. Il faut fournir : poser un domino dont la note est la même que celle de l’un des deux bouts libres — une noire seulement sur une noire. Un double se pose en travers et laisse de nouveau la même note libre. Le joueur qui ne peut pas fournir dit « Passe ».
rules-musical-score = Le premier joueur qui a posé tous ses dominos gagne la manche ; à quatre, l’équipe dont les deux joueurs ont fini les premiers. Si personne ne peut fournir, on montre les mains et on les compte d’après leurs chiffres — une ronde compte 1, une quadruple croche 64 — et le plus petit total gagne. Chaque manche gagnée rapporte un point.
rules-musical-example = Une croche a été posée sur la noire du bout droit, puis le double « croche » en travers : une croche est de nouveau libre.

rules-block-players = À deux, chacun joue avec sept dominos ; à trois ou à quatre, avec cinq chacun. Les autres ne servent pas : personne ne pioche. À quatre, on peut aussi jouer en deux équipes, les partenaires face à face, avec sept dominos chacun : par défaut, une équipe gagne la manche dès qu’un partenaire a fini.
rules-block-lead = Celui qui a le double le plus fort le pose en premier. Si aucun double n’a été distribué, celui qui a le domino le plus lourd commence avec celui-ci.
rules-block-play = On joue vers la gauche. On pose un domino dont une moitié a autant de points que l’un des deux bouts libres ; les doubles se posent en travers. Le joueur qui ne peut pas poser dit « Passe ».
rules-block-score = Le premier joueur qui a posé tous ses dominos gagne et marque les points restés dans les autres mains. Si personne ne peut jouer, le plus petit total de points gagne et marque de même les points des autres mains. « Nouvelle partie » permet de compter plutôt l’écart avec chaque autre main.
rules-block-example = Le 6-4 a été posé sur le 6 du double six ; un 4 et un 6 sont libres.

rules-draw-players = Comme dans la partie bloquée : sept dominos chacun à deux joueurs, cinq chacun à trois ou quatre. Les autres forment la pioche. À quatre, on peut aussi jouer en deux équipes, les partenaires face à face, avec cinq dominos chacun, le reste formant la pioche : par défaut, une équipe gagne la manche dès qu’un partenaire a fini.
rules-draw-lead = Comme dans la partie bloquée : le double le plus fort, sinon le domino le plus lourd.
rules-draw-play = Comme dans la partie bloquée, mais le joueur qui ne peut pas poser pioche, un domino à la fois, jusqu’à ce qu’un domino convienne ou que la pioche soit vide ; un domino qui convient est joué aussitôt. Ce n’est qu’une fois la pioche vide qu’on dit « Passe ».
rules-draw-score = Le premier joueur qui a posé tous ses dominos gagne et marque les points restés dans les autres mains. Si personne ne peut jouer, le plus petit total de points gagne et marque de même les points des autres mains. « Nouvelle partie » permet de compter plutôt l’écart avec chaque autre main.
rules-draw-example = Les bouts montrent 5 et 3 : le joueur qui n’a ni l’un ni l’autre pioche jusqu’à ce qu’un 5 ou un 3 arrive.

rules-all-fives-players = À deux, chacun joue avec sept dominos (à trois ou à quatre, avec cinq chacun). Personne ne pioche.
rules-all-fives-lead = Celui qui a le 5-5 le pose en premier ; sinon, celui qui a le 0-5 ; sinon, celui qui a le 2-3 ; sinon, celui qui a le domino le plus lourd commence avec celui-ci.
rules-all-fives-play = On assortit les points comme dans la partie bloquée. Après chaque coup, entame comprise, on additionne les points des deux bouts : un double posé en travers à un bout compte ses deux moitiés. Si la somme fait 5, 10, 15 ou tout autre multiple de cinq, le joueur qui vient de jouer la marque.
rules-all-fives-score = Le premier joueur qui a posé tous ses dominos ajoute à son score les points de toutes les autres mains ; si personne ne peut jouer, la main la plus faible marque l’écart avec chacune des autres mains. Le premier à atteindre l’objectif (100 points, sauf si « Nouvelle partie » en fixe un autre) gagne la partie — même au milieu d’une manche. « Nouvelle partie » permet d’arrondir ces points de fin de manche au multiple de cinq le plus proche.
rules-all-fives-example = Le double six en travers compte 12 et le 4-4 à l’autre bout 8 : vingt points.

rules-all-fives-draw-players = Comme dans « Tous les cinq », mais les dominos non distribués forment une pioche.
rules-all-fives-draw-lead = Comme dans « Tous les cinq » : 5-5, sinon 0-5, sinon 2-3, sinon le domino le plus lourd.
rules-all-fives-draw-play = Comme dans « Tous les cinq », mais le joueur qui ne peut pas poser pioche jusqu’à ce qu’un domino convienne, et le joue ; ce n’est qu’une fois la pioche vide qu’on dit « Passe ».
rules-all-fives-draw-score = On marque comme dans « Tous les cinq » : les multiples de cinq aux bouts après chaque coup, et à la fin les points restés dans les autres mains.
rules-all-fives-draw-example = Le 5-5 posé en entame marque 10 ; le 0-5 posé dessus donne aux bouts 10 et 0 : dix de plus.

rules-shark-players = On joue à deux, avec onze dominos chacun ; les six autres ne servent pas. Personne ne pioche.
rules-shark-lead = Celui qui a le double six le pose ; sinon, celui qui a le double le plus fort après lui.
rules-shark-play = On assortit les points comme dans la partie bloquée, mais les doubles se posent en long, dans l’alignement, et ne comptent qu’une moitié à un bout. Après chaque coup, si les deux bouts totalisent un multiple de cinq, le joueur le marque.
rules-shark-score = Qu’un joueur ait fini ou que la manche soit bloquée, le gagnant (celui qui a fini, ou la main la plus faible) marque les points de l’autre main moins les siens, arrondis au multiple de cinq le plus proche. Le premier à atteindre l’objectif gagne aussitôt la partie.
rules-shark-example = Le double trois est posé en long et compte 3 à son bout ; avec un 2 à l’autre bout, les bouts font 5.

rules-matador-players = On joue de deux à quatre, avec trois dominos chacun ; les autres forment la pioche.
rules-matador-lead = Celui qui a le domino le plus lourd le pose en premier.
rules-matador-play = Un domino convient là où les moitiés qui se touchent totalisent sept : un 2 à côté d’un 5. Les matadors — 6-1, 5-2, 4-3 et 0-0 — peuvent être posés à n’importe quel bout et à tout moment, l’une ou l’autre moitié vers l’extérieur. Un double laisse ouvert son propre nombre : 3-3 posé sur un 4 laisse un 3. Un bout blanc n’accepte qu’un matador. Le joueur qui ne peut pas jouer pioche jusqu’à ce qu’un domino convienne ou qu’il ne reste que deux dominos dans la pioche, puis dit « Passe ».
rules-matador-score = Le premier joueur qui a posé tous ses dominos gagne ; si personne ne peut jouer, le plus petit total de points gagne. Le gagnant marque les points de toutes les autres mains.
rules-matador-example = Le 3-5 a été posé avec son 3 contre le 4 : trois et quatre font sept.

rules-strategy-intro = L’habileté tient surtout à la mémoire, mais un vieux livre sur les dominos donne ces conseils au débutant :
rules-strategy-1 = Pose des dominos qui te permettront de jouer à l’un ou l’autre bout au tour suivant.
rules-strategy-2 = Joue d’abord tes dominos les plus lourds — aux Dominos musicaux, les notes brèves : une quadruple croche compte 64 — pour que ton total soit faible si la partie se bloque.
rules-strategy-3 = Joue sur les nombres (ou les notes) que tu as le plus : ton adversaire en a sans doute moins.
rules-strategy-4 = Ne bloque pas la partie tant que ta main est la plus lourde : ton adversaire pourrait bien compter moins.
rules-strategy-5 = Pose tôt un double quand tu as d’autres dominos de son nombre, mais ne laisse pas voir que tu l’attends.
rules-strategy-6 = Si tu as le double d’un bout où ton adversaire ne peut pas jouer, joue à l’autre bout pour l’empêcher de jouer.
rules-strategy-7 = Avec une main lourde, joue d’abord à un bout puis à l’autre, pour que la partie ne puisse pas se bloquer à ton désavantage.
rules-strategy-8 = Dans les jeux où les bouts rapportent des points, prends les points quand les bouts totalisent un multiple de cinq, et évite de laisser des points faciles à ton adversaire.
rules-strategy-good-hand = Une bonne main a la plus grande variété de nombres : tu peux en général jouer à chaque tour.
rules-strategy-bad-hand = Une mauvaise main : beaucoup de doubles et peu de nombres.
rules-strategy-as-tablets = Chaque main est dessinée deux fois : en points, et avec les mêmes nombres en notes, comme les joue le domino musical (le blanc est une ronde, le un une blanche, et ainsi de suite jusqu’au six, la quadruple croche).
