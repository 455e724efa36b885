//! Makes the icon files kept in `assets/icon/` from its SVG source, with the project's own
//! renderer (`chart::icon`): a PNG of every size in `PNG_SIZES` (`png/musical-dominoes-N.png`,
//! installed in the hicolor icon theme by the Debian package) and the Windows icon
//! `musical-dominoes.ico` (the sizes in `ICO_SIZES`), which `build.rs`
//! puts into the Windows program's resources.
//!
//! ```text
//! cargo run --release --example icons
//! ```
//!
//! Run it after changing the SVG, and commit what it writes; `tests/packaging.rs` fails while
//! the kept files differ from the SVG. Exit 1, with the file named, if one cannot be written.

use std::path::Path;
use std::process::ExitCode;

use musical_dominoes::chart::icon;
use musical_dominoes::storage::write_atomic;

fn main() -> ExitCode {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/icon");
    match write_all(&dir) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("icons: {e}");
            ExitCode::FAILURE
        }
    }
}

/// Writes every PNG size and the `.ico` under `dir`, each atomically.
fn write_all(dir: &Path) -> Result<(), String> {
    let png_dir = dir.join("png");
    std::fs::create_dir_all(&png_dir).map_err(|e| format!("{}: {e}", png_dir.display()))?;
    for size in icon::PNG_SIZES {
        let path = png_dir.join(format!("musical-dominoes-{size}.png"));
        let bytes = icon::png(size).map_err(|e| e.to_string())?;
        write_atomic(&path, &bytes).map_err(|e| format!("{}: {e}", path.display()))?;
        println!("{}", path.display());
    }
    let mut ico = ico::IconDir::new(ico::ResourceType::Icon);
    for size in icon::ICO_SIZES {
        let rgba = icon::rgba(size).map_err(|e| e.to_string())?;
        let image = ico::IconImage::from_rgba_data(size, size, rgba);
        ico.add_entry(ico::IconDirEntry::encode(&image).map_err(|e| e.to_string())?);
    }
    let mut bytes = Vec::new();
    ico.write(&mut bytes).map_err(|e| e.to_string())?;
    let path = dir.join("musical-dominoes.ico");
    write_atomic(&path, &bytes).map_err(|e| format!("{}: {e}", path.display()))?;
    println!("{}", path.display());
    Ok(())
}
