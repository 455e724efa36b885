# Mots de l'édition web (l'application dans un navigateur), où enregistrer un fichier est un téléchargement.

print-download = Télécharger
print-downloads-note = Le fichier va dans le dossier des téléchargements de ce navigateur.
print-downloads-note-two = Les deux fichiers (la planche et sa page de règles) vont dans le dossier des téléchargements de ce navigateur. Le navigateur peut demander s'il faut autoriser plusieurs téléchargements : autorisez-les.
print-downloaded = Téléchargé : { $files }

game-downloaded = Enregistrement de la partie téléchargé : { $path }
game-kept-browser = La partie terminée est gardée dans ce navigateur, et Revoir une partie la présente : { $path }

replay-explain-web = Ouvrez un enregistrement de partie depuis cet ordinateur pour le parcourir coup par coup, en avant et en arrière. Chaque partie jouée jusqu’au bout dans ce navigateur est listée ici.
replay-recent-web = Parties gardées dans ce navigateur

settings-language-browser = Langue du navigateur
