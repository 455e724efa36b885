//! The app's icon: one SVG source (`assets/icon/musical-dominoes.svg`: an ivory tablet with a
//! crotchet and a quaver on the green baize), drawn by the same renderer as the chart.
//!
//! The window's icon is drawn from it at start ([`rgba`]); the PNG sizes a desktop's icon
//! theme wants and the Windows `.ico` are made from it by `examples/icons.rs` and kept in
//! `assets/icon/`, where `tests/packaging.rs` checks that they still match it.

use super::ChartError;

/// The icon's SVG source (512 × 512 user units; every shape a path, so no font is needed).
pub const SVG: &str = include_str!("../../assets/icon/musical-dominoes.svg");

/// The application's identifier: the name of its desktop entry, metainfo and icon files, and
/// the window's class (X11) and app id (Wayland), so that a desktop matches the window to its
/// menu entry.
pub const APP_ID: &str = "org.musicaldominoes.MusicalDominoes";

/// The square sizes, in pixels, of the PNG renderings kept in `assets/icon/png/` and installed
/// in the hicolor icon theme.
pub const PNG_SIZES: [u32; 9] = [16, 22, 24, 32, 48, 64, 128, 256, 512];

/// The sizes, in pixels, of the images in the Windows icon file
/// (`assets/icon/musical-dominoes.ico`): those Windows asks for in Explorer, the task bar and
/// the title bar.
pub const ICO_SIZES: [u32; 6] = [16, 24, 32, 48, 64, 256];

/// The icon drawn `size` × `size` pixels, as straight (not premultiplied) RGBA, row by row
/// from the top: `size × size × 4` bytes.
///
/// # Errors
/// [`ChartError::Render`] if `size` is 0 or the SVG cannot be drawn.
pub fn rgba(size: u32) -> Result<Vec<u8>, ChartError> {
    let tree = usvg::Tree::from_str(SVG, &usvg::Options::default())
        .map_err(|e| ChartError::Render(e.to_string()))?;
    let mut pixmap = resvg::tiny_skia::Pixmap::new(size, size)
        .ok_or_else(|| ChartError::Render(format!("no {size} × {size} canvas")))?;
    let scale = size as f32 / tree.size().width();
    resvg::render(
        &tree,
        resvg::tiny_skia::Transform::from_scale(scale, scale),
        &mut pixmap.as_mut(),
    );
    Ok(pixmap
        .pixels()
        .iter()
        .flat_map(|p| {
            let c = p.demultiply();
            [c.red(), c.green(), c.blue(), c.alpha()]
        })
        .collect())
}

/// The icon as a PNG file of `size` × `size` pixels (8-bit RGBA).
///
/// # Errors
/// [`ChartError::Render`] if `size` is 0 or drawing or encoding fails.
pub fn png(size: u32) -> Result<Vec<u8>, ChartError> {
    let rgba = rgba(size)?;
    let mut out = Vec::new();
    let mut encoder = png::Encoder::new(&mut out, size, size);
    encoder.set_color(png::ColorType::Rgba);
    encoder.set_depth(png::BitDepth::Eight);
    let png_err = |e: png::EncodingError| ChartError::Render(e.to_string());
    let mut writer = encoder.write_header().map_err(png_err)?;
    writer.write_image_data(&rgba).map_err(png_err)?;
    writer.finish().map_err(png_err)?;
    Ok(out)
}
