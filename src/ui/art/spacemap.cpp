#include "spacemap.h"

#include <QPainter>

#include <algorithm>
#include <cmath>
#include <limits>

namespace tessera::art {

namespace {

// "Far away" for the distance transform: larger than any squared distance on the tile, small
// enough to keep full precision in the arithmetic below.
constexpr double kFar = 1e7;

// Exact squared Euclidean distance transform along one line (Felzenszwalb and Huttenlocher).
void distance1d(const std::vector<double> &f, std::vector<double> &d, int n)
{
    std::vector<int> v(n);
    std::vector<double> z(n + 1);
    int k = 0;
    v[0] = 0;
    z[0] = -std::numeric_limits<double>::infinity();
    z[1] = std::numeric_limits<double>::infinity();
    for (int q = 1; q < n; ++q) {
        double s = 0;
        while (true) {
            const int p = v[k];
            s = ((f[q] + double(q) * q) - (f[p] + double(p) * p)) / double(2 * q - 2 * p);
            if (s > z[k])
                break;
            --k;
        }
        ++k;
        v[k] = q;
        z[k] = s;
        z[k + 1] = std::numeric_limits<double>::infinity();
    }
    k = 0;
    for (int q = 0; q < n; ++q) {
        while (z[k + 1] < q)
            ++k;
        const int p = v[k];
        d[q] = double(q - p) * double(q - p) + f[p];
    }
}

} // namespace

// One bit a cell: Qt's raster engine splits a fill of more than about 96 spans over its own
// thread pool for 8-bit and deeper images, and the thread laying a tile out (the GUI thread
// too) then waited for that pool behind the art pool's threads; 1-bit images are filled
// where they are. Painted without antialiasing, the cells covered are the same.
SpaceMap::SpaceMap() : m_mask(kSize, kSize, QImage::Format_MonoLSB)
{
    m_mask.setColorTable({qRgb(0, 0, 0), qRgb(255, 255, 255)}); // index 1: blocked (painted white)
    m_mask.fill(0);
}

void SpaceMap::block(const QPainterPath &area)
{
    QPainter p(&m_mask);
    p.setPen(Qt::NoPen);
    p.setBrush(Qt::white);
    p.drawPath(area);
}

void SpaceMap::blockStroke(const QPainterPath &line, qreal width)
{
    QPainter p(&m_mask);
    p.setPen(QPen(Qt::white, width, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p.setBrush(Qt::NoBrush);
    p.drawPath(line);
}

void SpaceMap::blockCircle(QPointF centre, qreal radius)
{
    QPainter p(&m_mask);
    p.setPen(Qt::NoPen);
    p.setBrush(Qt::white);
    p.drawEllipse(centre, radius, radius);
}

void SpaceMap::keepOnly(const QPainterPath &area)
{
    QPainterPath outside;
    outside.addRect(-10, -10, kSize + 20, kSize + 20);
    outside = outside.subtracted(area);
    block(outside);
}

void SpaceMap::blockAll(const SpaceMap &other)
{
    for (int y = 0; y < kSize; ++y) {
        uchar *row = m_mask.scanLine(y);
        const uchar *src = other.m_mask.constScanLine(y);
        for (int byte = 0; byte < (kSize + 7) / 8; ++byte)
            row[byte] |= src[byte];
    }
}

bool SpaceMap::isBlocked(int x, int y) const
{
    if (x < 0 || y < 0 || x >= kSize || y >= kSize)
        return true;
    return (m_mask.constScanLine(y)[x >> 3] >> (x & 7)) & 1;
}

bool SpaceMap::isBlocked(QPointF p) const
{
    return isBlocked(int(std::floor(p.x())), int(std::floor(p.y())));
}

std::vector<float> SpaceMap::clearance() const
{
    const int n = kSize;
    std::vector<double> grid(n * n);
    for (int y = 0; y < n; ++y)
        for (int x = 0; x < n; ++x)
            grid[y * n + x] = isBlocked(x, y) ? 0.0 : kFar;
    std::vector<double> f(n), d(n);
    for (int x = 0; x < n; ++x) {
        for (int y = 0; y < n; ++y)
            f[y] = grid[y * n + x];
        distance1d(f, d, n);
        for (int y = 0; y < n; ++y)
            grid[y * n + x] = d[y];
    }
    std::vector<float> result(n * n);
    for (int y = 0; y < n; ++y) {
        for (int x = 0; x < n; ++x)
            f[x] = grid[y * n + x];
        distance1d(f, d, n);
        for (int x = 0; x < n; ++x) {
            // Distance to the border counts too, less a margin, so that nothing drawn in the
            // tile touches its edge (where the neighbour's art begins).
            const double border = std::max(0.0, std::min({x, y, n - 1 - x, n - 1 - y}) + 0.5 - 4.0);
            result[y * n + x] = float(std::min(std::sqrt(d[x]), border));
        }
    }
    return result;
}

float SpaceMap::clearanceAt(QPointF p) const
{
    return clearance()[cellIndex(p)];
}

SpaceMap::Spot SpaceMap::findSpot(QPointF preferred, qreal radius) const
{
    const std::vector<float> c = clearance();
    if (preferred.x() >= 0 && preferred.y() >= 0 && preferred.x() < kSize && preferred.y() < kSize) {
        // The preferred point itself when it has room: keeps centred things exactly centred.
        const float here = c[int(preferred.y()) * kSize + int(preferred.x())];
        if (here >= radius)
            return {preferred, here};
    }
    Spot best;
    Spot roomiest;
    qreal bestDistance = std::numeric_limits<qreal>::max();
    for (int y = 0; y < kSize; ++y) {
        for (int x = 0; x < kSize; ++x) {
            const float cl = c[y * kSize + x];
            const QPointF centre = cellCentre(x, y);
            const QPointF delta = centre - preferred;
            const qreal distance = delta.x() * delta.x() + delta.y() * delta.y();
            if (cl > roomiest.clearance
                || (cl == roomiest.clearance && cl > 0
                    && distance < QPointF::dotProduct(roomiest.point - preferred, roomiest.point - preferred))) {
                roomiest = {centre, cl};
            }
            if (cl >= radius && distance < bestDistance) {
                bestDistance = distance;
                best = {centre, cl};
            }
        }
    }
    return bestDistance < std::numeric_limits<qreal>::max() ? best : roomiest;
}

QPointF SpaceMap::nearestBlocked(QPointF from, bool *found) const
{
    QPointF best = from;
    qreal bestDistance = std::numeric_limits<qreal>::max();
    for (int y = 0; y < kSize; ++y) {
        for (int x = 0; x < kSize; ++x) {
            if (!isBlocked(x, y))
                continue;
            const QPointF d = cellCentre(x, y) - from;
            const qreal distance = QPointF::dotProduct(d, d);
            if (distance < bestDistance) {
                bestDistance = distance;
                best = cellCentre(x, y);
            }
        }
    }
    if (found)
        *found = bestDistance < std::numeric_limits<qreal>::max();
    return best;
}

std::vector<int> SpaceMap::regions(int *count) const
{
    std::vector<int> label(kSize * kSize, -1);
    int next = 0;
    std::vector<int> stack;
    for (int start = 0; start < kSize * kSize; ++start) {
        if (label[start] != -1 || isBlocked(start % kSize, start / kSize))
            continue;
        label[start] = next;
        stack.push_back(start);
        while (!stack.empty()) {
            const int cell = stack.back();
            stack.pop_back();
            const int x = cell % kSize;
            const int y = cell / kSize;
            const int nx[4] = {x + 1, x - 1, x, x};
            const int ny[4] = {y, y, y + 1, y - 1};
            for (int i = 0; i < 4; ++i) {
                if (isBlocked(nx[i], ny[i]))
                    continue;
                const int n = ny[i] * kSize + nx[i];
                if (label[n] == -1) {
                    label[n] = next;
                    stack.push_back(n);
                }
            }
        }
        ++next;
    }
    if (count)
        *count = next;
    return label;
}

} // namespace tessera::art
