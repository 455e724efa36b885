//! Puts the icon and the version into the Windows program's resources
//! (`packaging/windows/musical-dominoes.rc`); does nothing for other targets.

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    if std::env::var("CARGO_CFG_TARGET_OS").as_deref() != Ok("windows") {
        return;
    }
    println!("cargo:rerun-if-changed=assets/icon/musical-dominoes.ico");
    let version = |name: &str| std::env::var(name).unwrap_or_else(|_| "0".into());
    let defines = [
        format!("VERSION_MAJOR={}", version("CARGO_PKG_VERSION_MAJOR")),
        format!("VERSION_MINOR={}", version("CARGO_PKG_VERSION_MINOR")),
        format!("VERSION_PATCH={}", version("CARGO_PKG_VERSION_PATCH")),
        format!("VERSION_STRING=\\\"{}\\\"", version("CARGO_PKG_VERSION")),
    ];
    if let Err(e) = embed_resource::compile("packaging/windows/musical-dominoes.rc", &defines)
        .manifest_optional()
    {
        // A Windows program without its icon still runs, but a release must not lose it
        // quietly: fail the build with the reason.
        panic!("the Windows resources could not be compiled: {e}");
    }
}
