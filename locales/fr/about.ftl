# The About line on Settings: the app, its version, its licence and the fonts' licences.
about-line = { $app } { $version } · licence MIT · polices : Bravura, Linux Libertine et EB Garamond, sous la licence SIL Open Font License
