#pragma once
// The colours of the generated art, in one place so that the tile art, the figures and the
// tests that check "art follows data" agree.

#include <QColor>

namespace tessera::art::palette {

inline const QColor fieldLight{0x9b, 0xc9, 0x5c};
inline const QColor field{0x86, 0xb8, 0x4a};
inline const QColor fieldDark{0x6b, 0x9c, 0x3a};
inline const QColor grass{0x5d, 0x8c, 0x31};
inline const QColor flower{0xf4, 0xe9, 0x8c};

inline const QColor roadFill{0xf1, 0xe6, 0xc8};
inline const QColor roadEdge{0x9c, 0x86, 0x5e};

inline const QColor riverFill{0x4d, 0xa6, 0xdc};
inline const QColor riverLight{0x9f, 0xd6, 0xf2};
inline const QColor riverEdge{0x2d, 0x76, 0xa8};

inline const QColor cityLight{0xef, 0xd9, 0xa6};
inline const QColor city{0xe2, 0xc4, 0x85};
inline const QColor cityShade{0xcf, 0xad, 0x6c};
inline const QColor roof{0xc9, 0x5b, 0x3c};
inline const QColor roofDark{0x93, 0x3d, 0x27};
inline const QColor wall{0xa3, 0x99, 0x8a};
inline const QColor wallDark{0x5e, 0x56, 0x4b};

inline const QColor stone{0xf3, 0xee, 0xe2};
inline const QColor ink{0x3a, 0x33, 0x2b}; // outlines of buildings and icons

inline const QColor pennantBlue{0x2b, 0x5c, 0xb8};
inline const QColor pennantDark{0x17, 0x2f, 0x66};

} // namespace tessera::art::palette
