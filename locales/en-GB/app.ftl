app-title = Musical Dominoes
app-title-with = Musical Dominoes — { $name }
