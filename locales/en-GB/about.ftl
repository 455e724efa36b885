# The About line on Settings: the app, its version, its licence and the fonts' licences.
about-line = { $app } { $version } · MIT licence · fonts: Bravura, Linux Libertine and EB Garamond, under the SIL Open Font Licence
