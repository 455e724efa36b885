# The About line on Settings: the app, its version, its licence and the fonts' licences.
about-line = { $app } { $version } · licencia MIT · tipografías: Bravura, Linux Libertine y EB Garamond, con la licencia SIL Open Font License
