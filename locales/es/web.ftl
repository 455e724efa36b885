# Palabras de la edición web (la aplicación en un navegador), donde guardar un archivo es una descarga.

print-download = Descargar
print-downloads-note = El archivo va a la carpeta de descargas de este navegador.
print-downloads-note-two = Los dos archivos (la lámina y su página de reglas) van a la carpeta de descargas de este navegador. Puede que el navegador pregunte si permite varias descargas: permítalas.
print-downloaded = Descargado: { $files }

game-downloaded = Registro de la partida descargado: { $path }
game-kept-browser = La partida terminada se guarda en este navegador, y Reproducir una partida la muestra: { $path }

replay-explain-web = Abre un registro de partida de este ordenador para recorrerlo jugada a jugada, adelante y atrás. Cada partida jugada hasta el final en este navegador aparece aquí.
replay-recent-web = Partidas guardadas en este navegador

settings-language-browser = Idioma del navegador
