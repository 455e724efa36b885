# Words of the web edition (the app in a browser), where saving a file is a download.

# Print the chart: the button that saves the chart as a download, and what it did.
print-download = Download
print-downloads-note = The file goes to this browser's downloads folder.
print-downloads-note-two = The two files (the chart and its rules page) go to this browser's downloads folder. The browser may ask whether to allow more than one download: allow it.
print-downloaded = Downloaded: { $files }

# A game record saved as a download.
game-downloaded = Game record downloaded: { $path }
game-kept-browser = The finished match is kept in this browser, and Replay a game lists it: { $path }

# Replay a game in the browser: a record is opened from this computer (uploaded to the page),
# and the list holds the matches kept in this browser.
replay-explain-web = Open a game record from this computer to step through it move by move, forward and back. Every match played to its end in this browser is listed here.
replay-recent-web = Games kept in this browser

# Settings in the browser: the language the browser is set to.
settings-language-browser = Browser language
