# Joueurs de l’ordinateur et conseils (src/ai). Les noms des notes viennent de music.ftl.
ai-level-beginner = Débutant
ai-level-club = Club
ai-level-expert = Expert
ai-hint-button = Conseil
ai-reason-forced = C’est ton seul coup possible.
ai-reason-lead-rule = La règle d’entame désigne ce domino : pose-le en premier.
ai-reason-draw = Rien ne va à l’un ou l’autre bout : pioche.
ai-reason-rest = Rien ne va à l’un ou l’autre bout : dis « Passe ».
ai-reason-heavy = { $face ->
    [notes] Il compte { $count }, et aucun autre domino que tu puisses poser ne compte plus : pose-le tant que tu le peux, pour qu’il ne compte pas contre toi.
   *[pips] Il compte { $count }, et aucun autre domino que tu puisses poser ne compte plus : pose-le tant que tu le peux, pour qu’il ne compte pas contre toi.
}
ai-reason-both-ends = Après lui, tu pourras jouer à l’un ou l’autre bout au prochain tour.
ai-reason-long-suit = { $face ->
    [notes] Tu as le plus de dominos avec une { $note } : joue sur cette note, les autres en ont sans doute moins.
   *[pips] Tu as le plus de dominos avec un { $note } : joue sur ce nombre, les autres en ont sans doute moins.
}
ai-reason-double = { $face ->
    [notes] Pose tôt le double « { $note } », tant que tu as d’autres dominos de cette note.
   *[pips] Pose tôt ce double, tant que tu as d’autres dominos de ce nombre.
}
ai-reason-lone = { $face ->
    [notes] Pose-le tant qu’il peut encore se poser : aucun autre de tes dominos ne porte de { $note }, il risquerait de te rester.
   *[pips] Pose-le tant qu’il peut encore se poser : aucun autre de tes dominos n’a le { $note }, il risquerait de te rester.
}
ai-reason-shut-out = Le joueur suivant n’a sans doute rien pour le suivre.
ai-reason-block = Cela peut bloquer la partie : tant mieux, ta main compte probablement moins.
ai-reason-no-block = Ne bloque pas la partie tant que ta main compte probablement plus : joue plutôt ce domino.
ai-reason-other-end = Un adversaire ne peut pas jouer sur « { $note } » et tu as le double : joue à l’autre bout.
ai-reason-score = Les bouts totalisent alors { $points } : prends les points.
ai-reason-deny = Il ne laisse au camp adverse aucun point facile.
ai-reason-chance = C’est l’un de tes coups possibles, choisi au hasard.
ai-reason-advice = C’est le meilleur coup selon l’ensemble des vieux conseils.
ai-reason-search = C’est ce coup qui a donné les meilleurs résultats quand la manche a été jouée de nombreuses fois.
ai-reason-trials = Joué de nombreuses fois à partir d’ici, il a gagné environ { $won } manches sur 100 ; { $other }, le meilleur autre coup, environ { $other_won }.
ai-reason-trials-even = Joué de nombreuses fois à partir d’ici, il a gagné environ { $won } manches sur 100, et { $other }, le meilleur autre coup, autant : l’un ou l’autre convient.
