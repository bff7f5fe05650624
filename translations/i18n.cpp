// railyard_i18n carries the compiled translations as Qt resources (:/i18n/railyard_<lang>.qm).
// This file only gives the library a translation unit.
namespace ry::i18n {
int anchor()
{
    return 0;
}
} // namespace ry::i18n
