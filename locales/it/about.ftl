# The About line on Settings: the app, its version, its licence and the fonts' licences.
about-line = { $app } { $version } · licenza MIT · caratteri: Bravura, Linux Libertine ed EB Garamond, con la licenza SIL Open Font License
