// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the widget tests measure in rendered pixels: contrast, as WCAG
// defines it, and how much of a region carries a given hue.

#include <QColor>
#include <QImage>
#include <QRectF>

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace pm::test {

// WCAG 2.1 relative luminance.
inline double luminance(const QColor& colour)
{
    const auto channel = [](double c) { return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4); };
    return 0.2126 * channel(colour.redF()) + 0.7152 * channel(colour.greenF()) + 0.0722 * channel(colour.blueF());
}

// WCAG contrast ratio, 1 to 21.
inline double contrast(const QColor& a, const QColor& b)
{
    const double la = luminance(a);
    const double lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

// Pixels of `rect` in the hue of `colour` (within 25 degrees, clearly saturated).
inline int pixelsOfHue(const QImage& image, const QRectF& rect, const QColor& colour)
{
    int count = 0;
    const QRect area = rect.toAlignedRect() & image.rect();
    for (int y = area.top(); y <= area.bottom(); ++y)
        for (int x = area.left(); x <= area.right(); ++x) {
            const QColor pixel = image.pixelColor(x, y);
            const int distance = std::abs(pixel.hsvHue() - colour.hsvHue());
            count += pixel.hsvSaturationF() > 0.3 && std::min(distance, 360 - distance) <= 25;
        }
    return count;
}

} // namespace pm::test
