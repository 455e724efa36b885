# Words of the web edition (the app in a browser), where saving a file is a download.

# Print the chart: the button that saves the chart as a download, and what it did.
print-download = Download
print-downloads-note = The file goes to this browser's downloads folder.
print-downloaded = Downloaded: { $files }
