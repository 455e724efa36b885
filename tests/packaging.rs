//! The app's identity as the systems see it (issue 32): the icon and the files made from it,
//! the desktop entry and AppStream metainfo, the Debian package's list of files, the version
//! `--version` prints.

use std::path::{Path, PathBuf};
use std::process::Command;

use musical_dominoes::chart::icon::{self, APP_ID, ICO_SIZES, PNG_SIZES};
use musical_dominoes::i18n::{Localizer, available};

fn repo(path: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(path)
}

fn read(path: &str) -> String {
    std::fs::read_to_string(repo(path)).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// The pixel at (`x`, `y`) of a square straight-RGBA image `size` wide.
fn pixel(rgba: &[u8], size: u32, x: u32, y: u32) -> [u8; 4] {
    let i = ((y * size + x) * 4) as usize;
    [rgba[i], rgba[i + 1], rgba[i + 2], rgba[i + 3]]
}

/// The largest difference of one channel between two images of the same size.
fn largest_difference(a: &[u8], b: &[u8]) -> u8 {
    assert_eq!(a.len(), b.len());
    a.iter()
        .zip(b)
        .map(|(x, y)| x.abs_diff(*y))
        .max()
        .unwrap_or(0)
}

#[test]
fn the_icon_is_an_ivory_tablet_with_ink_notes_and_a_brass_pin_on_the_baize() {
    // At 64 px one pixel is 8 units of the 512-unit SVG. Points read off the SVG's shapes:
    // the corner (0, 0) lies outside the baize's rounded square (16..496, radius 92); (4, 32)
    // is baize left of the tablet (x 134..374); (20, 12) is the tablet's ivory above the
    // crotchet; (29, 24) is the crotchet's head (centre 232, 196); (31, 31) is the brass pin
    // (centre 254, 252, radius 17).
    let rgba = icon::rgba(64).unwrap();
    assert_eq!(rgba.len(), 64 * 64 * 4);
    assert_eq!(pixel(&rgba, 64, 0, 0)[3], 0, "the corner is transparent");
    let [r, g, b, a] = pixel(&rgba, 64, 4, 32);
    assert!(
        a == 255 && g > r + 30 && g > b + 10,
        "baize green, got {r} {g} {b} {a}"
    );
    let [r, g, b, _] = pixel(&rgba, 64, 20, 12);
    assert!(r > 230 && g > 220 && b > 190, "ivory, got {r} {g} {b}");
    let [r, g, b, _] = pixel(&rgba, 64, 29, 24);
    assert!(r < 60 && g < 60 && b < 60, "ink, got {r} {g} {b}");
    let [r, g, b, _] = pixel(&rgba, 64, 31, 31);
    assert!(r > 150 && r > b + 40 && g > b, "brass, got {r} {g} {b}");
}

#[test]
fn the_kept_pngs_are_the_svg_drawn_at_their_size() {
    // examples/icons.rs makes them; a change to the SVG without running it fails here.
    for size in PNG_SIZES {
        let path = format!("assets/icon/png/musical-dominoes-{size}.png");
        let file = std::fs::File::open(repo(&path)).unwrap_or_else(|e| panic!("{path}: {e}"));
        let mut reader = png::Decoder::new(std::io::BufReader::new(file))
            .read_info()
            .unwrap();
        let mut kept = vec![0; reader.output_buffer_size().unwrap()];
        let info = reader.next_frame(&mut kept).unwrap();
        assert_eq!((info.width, info.height), (size, size), "{path}");
        assert_eq!(info.color_type, png::ColorType::Rgba, "{path}");
        let drawn = icon::rgba(size).unwrap();
        assert!(
            largest_difference(&kept[..info.buffer_size()], &drawn) <= 2,
            "{path} is not the SVG drawn at {size} px: run cargo run --release --example icons"
        );
    }
}

#[test]
fn the_windows_icon_holds_each_size_windows_asks_for_drawn_from_the_svg() {
    let file = std::fs::File::open(repo("assets/icon/musical-dominoes.ico")).unwrap();
    let dir = ico::IconDir::read(file).unwrap();
    let mut sizes: Vec<u32> = dir.entries().iter().map(|e| e.width()).collect();
    sizes.sort_unstable();
    assert_eq!(sizes, ICO_SIZES.to_vec());
    for entry in dir.entries() {
        let image = entry.decode().unwrap();
        let size = image.width();
        assert_eq!(image.height(), size);
        let drawn = icon::rgba(size).unwrap();
        assert!(
            largest_difference(image.rgba_data(), &drawn) <= 2,
            "the {size} px icon is not the SVG drawn at that size"
        );
    }
}

/// The value of `key` in the desktop entry, `None` when it has none.
fn desktop_value(entry: &str, key: &str) -> Option<String> {
    entry
        .lines()
        .find_map(|l| l.strip_prefix(key)?.strip_prefix('='))
        .map(str::to_string)
}

#[test]
fn the_desktop_entry_names_the_app_in_each_language_as_the_app_does() {
    let entry = read(&format!("packaging/linux/{APP_ID}.desktop"));
    assert_eq!(
        desktop_value(&entry, "Name").as_deref(),
        Some("Musical Dominoes")
    );
    for lang in available() {
        // The desktop's locale names use an underscore: en_GB.
        let key = format!("Name[{}]", lang.replace('-', "_"));
        assert_eq!(
            desktop_value(&entry, &key),
            Some(Localizer::new(lang).t("app-title")),
            "{key}"
        );
        for key in ["Comment", "GenericName", "Keywords"] {
            let key = format!("{key}[{}]", lang.replace('-', "_"));
            assert!(desktop_value(&entry, &key).is_some(), "no {key}");
        }
    }
}

#[test]
fn the_desktop_entry_starts_the_program_the_package_installs_with_its_icon() {
    let entry = read(&format!("packaging/linux/{APP_ID}.desktop"));
    assert_eq!(
        desktop_value(&entry, "Exec").as_deref(),
        Some("musical-dominoes")
    );
    assert_eq!(desktop_value(&entry, "Icon").as_deref(), Some(APP_ID));
    // The window's class is the app id (ui::run), so the dock matches window and entry.
    assert_eq!(
        desktop_value(&entry, "StartupWMClass").as_deref(),
        Some(APP_ID)
    );
    let categories = desktop_value(&entry, "Categories").unwrap();
    for c in ["Education", "Music", "Game"] {
        assert!(categories.split(';').any(|x| x == c), "{c} in {categories}");
    }
}

#[test]
fn the_metainfo_describes_this_program_and_this_version() {
    let xml = read(&format!("packaging/linux/{APP_ID}.metainfo.xml"));
    assert!(xml.contains(&format!("<id>{APP_ID}</id>")));
    assert!(xml.contains(&format!(
        r#"<launchable type="desktop-id">{APP_ID}.desktop</launchable>"#
    )));
    assert!(xml.contains("<binary>musical-dominoes</binary>"));
    assert!(xml.contains(r#"<content_rating type="oars-1.1"/>"#));
    // The newest release (listed first) is the version being built, so a version raised in
    // Cargo.toml without a release note fails here.
    let first = xml.split("<release ").nth(1).expect("a release");
    assert!(
        first.starts_with(&format!(r#"version="{}""#, env!("CARGO_PKG_VERSION"))),
        "the newest release is {}",
        &first[..first.find('>').unwrap_or(first.len())]
    );
}

#[test]
fn the_debian_package_installs_the_program_entry_metainfo_and_every_icon_size() {
    let cargo = read("Cargo.toml");
    let deb = &cargo[cargo.find("[package.metadata.deb]").expect("deb metadata")..];
    let installs = |from: &str, to: &str| deb.contains(&format!(r#"["{from}", "{to}", "#));
    assert!(installs("target/release/musical-dominoes", "usr/bin/"));
    assert!(installs(
        &format!("packaging/linux/{APP_ID}.desktop"),
        "usr/share/applications/"
    ));
    assert!(installs(
        &format!("packaging/linux/{APP_ID}.metainfo.xml"),
        "usr/share/metainfo/"
    ));
    assert!(installs(
        "assets/icon/musical-dominoes.svg",
        &format!("usr/share/icons/hicolor/scalable/apps/{APP_ID}.svg")
    ));
    for size in PNG_SIZES {
        assert!(
            installs(
                &format!("assets/icon/png/musical-dominoes-{size}.png"),
                &format!("usr/share/icons/hicolor/{size}x{size}/apps/{APP_ID}.png")
            ),
            "the {size} px icon"
        );
    }
    // The window system's libraries, which the program loads at run time where no tool that
    // reads the binary can see them (winit's and softbuffer's dlopen): X11's are required.
    for library in [
        "libx11-6",
        "libx11-xcb1",
        "libxcb1",
        "libxcursor1",
        "libxi6",
        "libxkbcommon0",
        "libxkbcommon-x11-0",
    ] {
        let depends = deb
            .lines()
            .find(|l| l.starts_with("depends = "))
            .expect("depends");
        assert!(depends.contains(library), "{library} in {depends}");
    }
    // The copyright file carries the program's licence and each embedded font's.
    let copyright = read("packaging/linux/copyright");
    for font in [
        "Bravura.otf",
        "LinLibertine_R.otf",
        "EBGaramond12-Regular.otf",
    ] {
        assert!(
            copyright.contains(&format!("assets/fonts/{font}")),
            "{font}"
        );
        assert!(repo(&format!("assets/fonts/{font}")).exists(), "{font}");
    }
    assert!(copyright.contains("\nLicense: MIT\n") && copyright.contains("\nLicense: OFL-1.1\n"));
}

#[test]
fn version_prints_the_packages_version() {
    let out = Command::new(env!("CARGO_BIN_EXE_musical-dominoes"))
        .arg("--version")
        .output()
        .unwrap();
    assert!(out.status.success());
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        format!("musical-dominoes {}\n", env!("CARGO_PKG_VERSION"))
    );
}

#[test]
fn settings_shows_the_version_and_the_licences_in_every_language() {
    use musical_dominoes::ui::screen::settings::about_line;
    let version = env!("CARGO_PKG_VERSION");
    assert_eq!(
        about_line(&Localizer::new("en-GB")),
        format!(
            "Musical Dominoes {version} · MIT licence · fonts: Bravura, Linux Libertine and EB \
             Garamond, under the SIL Open Font Licence"
        )
    );
    for lang in available() {
        let line = about_line(&Localizer::new(lang));
        assert!(
            line.contains(version) && line.contains("MIT"),
            "{lang}: {line}"
        );
        assert!(line.contains("Open Font"), "{lang}: {line}");
    }
}

mod common;

#[test]
fn the_about_line_stands_beside_back_on_settings_in_the_least_window() {
    use iced::Size;
    use iced_test::Simulator;
    use musical_dominoes::ui::screen::settings::about_line;
    use musical_dominoes::ui::{App, Start};
    let mut app = App::new(Start {
        lang: Some("en-GB".into()),
        ..Start::default()
    })
    .0;
    common::click(&mut app, "Settings");
    let about = about_line(&Localizer::new("en-GB"));
    // 1024 × 700, the least window: About costs the page no row of its own.
    let mut ui = Simulator::with_size(
        musical_dominoes::ui::iced_settings(),
        Size::new(1024.0, 700.0),
        app.view(),
    );
    let line = ui.find(about.as_str()).unwrap().visible_bounds();
    let back = ui.find("Back").unwrap().visible_bounds();
    let (Some(line), Some(back)) = (line, back) else {
        panic!("About at {line:?} and Back at {back:?}: both must be in view")
    };
    assert!(
        line.x > back.x + back.width,
        "About {line:?} right of Back {back:?}"
    );
    assert!((line.center_y() - back.center_y()).abs() < 2.0);
    assert!(line.y + line.height <= 700.0);
}
