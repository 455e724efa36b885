# The About line on Settings: the app, its version, its licence and the fonts' licences.
about-line = { $app } { $version } · MIT-Lizenz · Schriften: Bravura, Linux Libertine und EB Garamond, unter der SIL Open Font License
