/* A TEST-ONLY stand-in for Windows' bcryptprimitives.dll, for the Wine smoke test
 * (packaging/build --windows --smoke). NEVER SHIP IT: Windows 10 and later have the real DLL.
 *
 * Rust's standard library on Windows takes its random numbers from ProcessPrng in
 * bcryptprimitives.dll (since Rust 1.78). Debian 12's Wine 8 has no such DLL, so without this
 * file beside the .exe the program cannot start there (status c0000135). It answers
 * ProcessPrng with RtlGenRandom (advapi32's SystemFunction036), which Wine has. */
#include <windows.h>

BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);

/* Fills `length` bytes at `data` with random bytes; TRUE on success, as the real one. */
BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T length)
{
    while (length > 0) {
        ULONG chunk = length > 0x40000000 ? 0x40000000 : (ULONG)length;
        if (!SystemFunction036(data, chunk))
            return FALSE;
        data += chunk;
        length -= chunk;
    }
    return TRUE;
}
