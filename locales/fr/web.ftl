# Mots de l'édition web (l'application dans un navigateur), où enregistrer un fichier est un téléchargement.

print-download = Télécharger
print-downloads-note = Le fichier va dans le dossier des téléchargements de ce navigateur.
print-downloaded = Téléchargé : { $files }
