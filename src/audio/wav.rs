//! WAV files: 16-bit PCM, mono, written atomically (a temporary file in the same folder,
//! written, synced, then renamed over the target), so a failed write leaves no partial file.

use std::io::{BufWriter, Write};
use std::path::Path;

/// Converts a sample (full scale ±1.0) to 16-bit PCM: `round(x × 32767)`, clamped.
pub fn to_pcm16(x: f32) -> i16 {
    let v = (x * 32_767.0).round();
    if v.is_nan() {
        0
    } else {
        v.clamp(-32_768.0, 32_767.0) as i16
    }
}

/// Writes `samples` (mono, full scale ±1.0) at `sample_rate` Hz to `path` as a 16-bit PCM
/// WAV file, atomically. An existing file at `path` is replaced only once the new one is
/// complete.
///
/// # Errors
/// `InvalidInput` for more samples than a WAV file can hold (2^31 − 32, about 12 hours at
/// 48 kHz); otherwise the I/O error of creating the temporary file in `path`'s folder (missing folder, no
/// permission), of writing it, or of renaming it to `path`. No file is left behind.
pub fn write_wav(path: &Path, samples: &[f32], sample_rate: u32) -> std::io::Result<()> {
    // The data chunk's size is a u32 count of bytes, 2 per sample, after a 44-byte header.
    const MAX_SAMPLES: usize = (u32::MAX as usize - 64) / 2;
    if samples.len() > MAX_SAMPLES {
        return Err(std::io::Error::new(
            std::io::ErrorKind::InvalidInput,
            "too many samples for a WAV file",
        ));
    }
    let spec = hound::WavSpec {
        channels: 1,
        sample_rate,
        bits_per_sample: 16,
        sample_format: hound::SampleFormat::Int,
    };
    crate::storage::write_atomic_with(path, |file| {
        let mut buffered = BufWriter::new(file);
        let mut writer = hound::WavWriter::new(&mut buffered, spec).map_err(hound_io)?;
        {
            let mut fast = writer.get_i16_writer(samples.len() as u32);
            for &s in samples {
                fast.write_sample(to_pcm16(s));
            }
            fast.flush().map_err(hound_io)?;
        }
        writer.finalize().map_err(hound_io)?;
        buffered.flush()
    })
}

fn hound_io(e: hound::Error) -> std::io::Error {
    match e {
        hound::Error::IoError(io) => io,
        other => std::io::Error::other(other.to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pcm16_rounds_and_clamps() {
        assert_eq!(to_pcm16(0.0), 0);
        assert_eq!(to_pcm16(1.0), 32_767);
        assert_eq!(to_pcm16(-1.0), -32_767);
        assert_eq!(to_pcm16(2.0), 32_767);
        assert_eq!(to_pcm16(-2.0), -32_768);
        // 0.5 × 32767 = 16383.5 → 16384 (round half away from zero).
        assert_eq!(to_pcm16(0.5), 16_384);
        assert_eq!(to_pcm16(f32::NAN), 0);
    }

    #[test]
    fn a_wav_reads_back_with_its_rate_and_length() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("t.wav");
        write_wav(&path, &[0.0, 0.5, -0.5, 1.0], 48_000).unwrap();
        let mut r = hound::WavReader::open(&path).unwrap();
        let spec = r.spec();
        assert_eq!(
            (spec.channels, spec.sample_rate, spec.bits_per_sample),
            (1, 48_000, 16)
        );
        let s: Vec<i16> = r.samples::<i16>().map(Result::unwrap).collect();
        assert_eq!(s, vec![0, 16_384, -16_384, 32_767]);
        // Only the WAV is left in the folder: the temporary file was renamed.
        assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 1);
    }

    #[test]
    fn a_missing_folder_is_an_error_and_leaves_nothing() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("no-such-folder").join("t.wav");
        assert!(write_wav(&path, &[0.0], 48_000).is_err());
        assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 0);
    }
}
