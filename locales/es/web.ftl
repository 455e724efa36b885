# Palabras de la edición web (la aplicación en un navegador), donde guardar un archivo es una descarga.

print-download = Descargar
print-downloads-note = El archivo va a la carpeta de descargas de este navegador.
print-downloaded = Descargado: { $files }
